import { addDays, format } from 'date-fns';
import { parseSearchParams, writeMealPlans, writeSearchParams } from './search-url';
import type { SearchParams } from './search-url';

const today = new Date(2025, 5, 15); // 15 June 2025, local time
const parse = (query: URLSearchParams | string) => parseSearchParams(query, { today });
/** The YYYYMMDD form of `days` days after `today`. */
const inDays = (days: number) => format(addDays(today, days), 'yyyyMMdd');
/** The ISO form of `days` days after `today`. */
const isoInDays = (days: number) => format(addDays(today, days), 'yyyy-MM-dd');

describe('parseSearchParams', () => {
  it('reads every parameter of a complete search link', () => {
    const { search, issues } = parse(
      'product=DP&departure=mad&destination=pmi&outboundDate=20250701&returnDate=20250708' +
        '&adults=3&childrenAges=4-7&mealPlans=HALF_BOARD&freeCancellation=true' +
        '&cartId=0b8e6c1a-3f2d-4c5e-9a7b-1d2e3f4a5b6c&checkoutStep=2',
    );
    expect(issues).toEqual([]);
    expect(search).toEqual({
      product: 'DP',
      departure: 'mad',
      destination: 'pmi',
      outboundDate: '2025-07-01',
      returnDate: '2025-07-08',
      adults: 3,
      childrenAges: [4, 7],
      mealPlans: ['HALF_BOARD'],
      freeCancellation: true,
      cartId: '0b8e6c1a-3f2d-4c5e-9a7b-1d2e3f4a5b6c',
      checkoutStep: 2,
    });
  });

  it('gives 2 adults, no children, no meal plans and no free cancellation to an empty link', () => {
    expect(parse('')).toEqual({
      search: { adults: 2, childrenAges: [], mealPlans: [], freeCancellation: false },
      issues: [],
    });
  });

  it('reads a query string with or without its question mark, and a URLSearchParams', () => {
    const expected = parse('adults=4').search;
    expect(parse('?adults=4').search).toEqual(expected);
    expect(parse(new URLSearchParams({ adults: '4' })).search).toEqual(expected);
    expect(expected.adults).toBe(4);
  });

  it('leaves the URLSearchParams it reads untouched', () => {
    const params = new URLSearchParams('adults=12&a=token&adults=3');
    parse(params);
    expect(params.toString()).toBe('adults=12&a=token&adults=3');
  });

  it('treats an empty value as absent', () => {
    expect(parse('adults=&departure=&freeCancellation=&mealPlans=')).toEqual(parse(''));
  });

  it('judges dates against the current date when no today is given', () => {
    const yesterday = format(addDays(new Date(), -1), 'yyyyMMdd');
    expect(parseSearchParams(`outboundDate=${yesterday}`).issues).toEqual([
      { param: 'outboundDate', value: yesterday, reason: 'search.errors.outboundDate.past' },
    ]);
  });

  describe('adults', () => {
    it.each(['1', '5', '9', '09'])('reads %s adults', (value) => {
      expect(parse(`adults=${value}`)).toEqual({
        search: expect.objectContaining({ adults: Number(value) }),
        issues: [],
      });
    });

    it.each(['0', '10', '-1', '2.5', 'two', '1e1', ' 3', '+3', '0x3', '99999999999'])(
      'rejects %j adults with the allowed range and keeps the default',
      (value) => {
        const { search, issues } = parse(new URLSearchParams({ adults: value }));
        expect(search.adults).toBe(2);
        expect(issues).toEqual([
          {
            param: 'adults',
            value,
            reason: 'search.errors.adults.range',
            values: { min: 1, max: 9 },
          },
        ]);
      },
    );
  });

  describe('childrenAges', () => {
    it('reads ages separated by dashes, commas or both', () => {
      expect(parse('childrenAges=0-17').search.childrenAges).toEqual([0, 17]);
      expect(parse('childrenAges=4,7').search.childrenAges).toEqual([4, 7]);
      expect(parse('childrenAges=1,2-3').search.childrenAges).toEqual([1, 2, 3]);
    });

    it('reads six children', () => {
      expect(parse('childrenAges=1-2-3-4-5-6')).toEqual({
        search: expect.objectContaining({ childrenAges: [1, 2, 3, 4, 5, 6] }),
        issues: [],
      });
    });

    it.each(['18', '4-18', '4--7', '4,', '-4', 'x', '4.5', '4-seven'])(
      'rejects %j as children ages with the allowed range',
      (value) => {
        const { search, issues } = parse(new URLSearchParams({ childrenAges: value }));
        expect(search.childrenAges).toEqual([]);
        expect(issues).toEqual([
          {
            param: 'childrenAges',
            value,
            reason: 'search.errors.childrenAges.age',
            values: { min: 0, max: 17 },
          },
        ]);
      },
    );

    it('rejects more than six children', () => {
      const { search, issues } = parse('childrenAges=1-2-3-4-5-6-7');
      expect(search.childrenAges).toEqual([]);
      expect(issues).toEqual([
        {
          param: 'childrenAges',
          value: '1-2-3-4-5-6-7',
          reason: 'search.errors.childrenAges.tooMany',
          values: { max: 6 },
        },
      ]);
    });
  });

  describe('outboundDate and returnDate', () => {
    it('reads YYYYMMDD dates as ISO calendar dates', () => {
      expect(parse(`outboundDate=${inDays(0)}&returnDate=${inDays(7)}`)).toEqual({
        search: expect.objectContaining({ outboundDate: isoInDays(0), returnDate: isoInDays(7) }),
        issues: [],
      });
    });

    it('reads 29 February of a leap year', () => {
      const leapYear = parseSearchParams('outboundDate=20280229', { today: new Date(2028, 0, 1) });
      expect(leapYear.search.outboundDate).toBe('2028-02-29');
    });

    it.each(['20270229', '20250631', '20251301', '20250700', '2025071', '2025-07-01', '2025071a'])(
      'rejects %j, which is not a real YYYYMMDD date',
      (value) => {
        const { search, issues } = parse(new URLSearchParams({ outboundDate: value }));
        expect(search.outboundDate).toBeUndefined();
        expect(issues).toEqual([
          { param: 'outboundDate', value, reason: 'search.errors.outboundDate.invalid' },
        ]);
      },
    );

    it('rejects dates before today', () => {
      const { search, issues } = parse(`outboundDate=${inDays(-1)}&returnDate=${inDays(-1)}`);
      expect(search.outboundDate).toBeUndefined();
      expect(search.returnDate).toBeUndefined();
      expect(issues.map((issue) => issue.reason)).toEqual([
        'search.errors.outboundDate.past',
        'search.errors.returnDate.past',
      ]);
    });

    it('accepts an outbound date 365 days ahead and rejects one 366 days ahead', () => {
      expect(parse(`outboundDate=${inDays(365)}`).issues).toEqual([]);
      expect(parse(`outboundDate=${inDays(366)}`).issues).toEqual([
        {
          param: 'outboundDate',
          value: inDays(366),
          reason: 'search.errors.outboundDate.tooFar',
          values: { maxDays: 365 },
        },
      ]);
    });

    it('accepts a return date 395 days ahead and rejects one 396 days ahead', () => {
      expect(parse(`returnDate=${inDays(395)}`).issues).toEqual([]);
      expect(parse(`returnDate=${inDays(396)}`).issues).toEqual([
        {
          param: 'returnDate',
          value: inDays(396),
          reason: 'search.errors.returnDate.tooFar',
          values: { maxDays: 395 },
        },
      ]);
    });

    it('rejects a return date before the outbound date and keeps the outbound date', () => {
      const { search, issues } = parse(`outboundDate=${inDays(10)}&returnDate=${inDays(9)}`);
      expect(search.outboundDate).toBe(isoInDays(10));
      expect(search.returnDate).toBeUndefined();
      expect(issues).toEqual([
        {
          param: 'returnDate',
          value: inDays(9),
          reason: 'search.errors.returnDate.beforeOutbound',
        },
      ]);
    });

    it('accepts a return on the day of the outbound date', () => {
      expect(parse(`outboundDate=${inDays(3)}&returnDate=${inDays(3)}`).issues).toEqual([]);
    });

    it('keeps a valid return date when the outbound date is rejected', () => {
      const { search } = parse(`outboundDate=tomorrow&returnDate=${inDays(4)}`);
      expect(search.returnDate).toBe(isoInDays(4));
    });

    it('judges dates against the injected today', () => {
      const later = parseSearchParams('outboundDate=20250620', { today: new Date(2025, 5, 21) });
      expect(later.issues.map((issue) => issue.reason)).toEqual([
        'search.errors.outboundDate.past',
      ]);
    });
  });

  describe('checkoutStep', () => {
    it('reads a step from 1 to 10', () => {
      expect(parse('checkoutStep=1').search.checkoutStep).toBe(1);
      expect(parse('checkoutStep=10').search.checkoutStep).toBe(10);
    });

    it.each(['0', '11', '-1', '1.5', 'next'])('rejects step %j with the allowed range', (value) => {
      expect(parse(new URLSearchParams({ checkoutStep: value }))).toEqual({
        search: expect.not.objectContaining({ checkoutStep: expect.anything() }),
        issues: [
          {
            param: 'checkoutStep',
            value,
            reason: 'search.errors.checkoutStep.range',
            values: { min: 1, max: 10 },
          },
        ],
      });
    });
  });

  describe('departure and destination', () => {
    it('reads codes in any case and keeps them lowercased', () => {
      const { search } = parse('departure=MAD&destination=Palma_De-Mallorca');
      expect(search.departure).toBe('mad');
      expect(search.destination).toBe('palma_de-mallorca');
    });

    it('leaves out a departure that is the destination, in any case, and says so', () => {
      const { search, issues } = parse('departure=BCN&destination=bcn&outboundDate=');
      expect(search.departure).toBeUndefined();
      expect(search.destination).toBe('bcn');
      expect(issues).toEqual([
        expect.objectContaining({
          param: 'departure',
          reason: 'search.errors.departure.sameAsDestination',
        }),
      ]);
      // two different places, or one alone, are kept
      expect(parse('departure=mad&destination=bcn').issues).toEqual([]);
      expect(parse('departure=bcn').search.departure).toBe('bcn');
    });

    it.each(['m', 'x'.repeat(65), 'ma d', 'mad;', '<script>', 'märz', 'K'])(
      'rejects %j as a place code',
      (value) => {
        const { search, issues } = parse(
          new URLSearchParams({ departure: value, destination: value }),
        );
        expect(search.departure).toBeUndefined();
        expect(search.destination).toBeUndefined();
        const values = { minLength: 2, maxLength: 64 };
        expect(issues.map(({ reason, values }) => ({ reason, values }))).toEqual([
          { reason: 'search.errors.departure.invalid', values },
          { reason: 'search.errors.destination.invalid', values },
        ]);
      },
    );
  });

  describe('mealPlans', () => {
    it('reads dash-separated meal plans in any case', () => {
      expect(parse('mealPlans=half_board-ALL_INCLUSIVE')).toEqual({
        search: expect.objectContaining({ mealPlans: ['HALF_BOARD', 'ALL_INCLUSIVE'] }),
        issues: [],
      });
    });

    it("reads the industry's board codes as meal plans, in any case, and writes them back", () => {
      const { search, issues } = parse('mealPlans=ai-RO-bb-Hb-FB');
      expect(search.mealPlans).toEqual([
        'ROOM_ONLY',
        'BED_AND_BREAKFAST',
        'HALF_BOARD',
        'FULL_BOARD',
        'ALL_INCLUSIVE',
      ]);
      expect(issues).toEqual([]);
      expect(writeMealPlans(search.mealPlans)).toBe(
        'ROOM_ONLY-BED_AND_BREAKFAST-HALF_BOARD-FULL_BOARD-ALL_INCLUSIVE',
      );
      // a code that is no board code is still an unknown meal plan
      expect(parse('mealPlans=BBB').issues).toHaveLength(1);
    });

    it('drops ALL_MEAL_PLANS without an issue', () => {
      expect(parse('mealPlans=ALL_MEAL_PLANS-ROOM_ONLY')).toEqual({
        search: expect.objectContaining({ mealPlans: ['ROOM_ONLY'] }),
        issues: [],
      });
      expect(parse('mealPlans=ALL_MEAL_PLANS').search.mealPlans).toEqual([]);
    });

    it('keeps the known meal plans and reports the unknown ones', () => {
      const { search, issues } = parse('mealPlans=ROOM_ONLY-BREAKFAST_IN_BED-FULL_BOARD');
      expect(search.mealPlans).toEqual(['ROOM_ONLY', 'FULL_BOARD']);
      expect(issues).toEqual([
        {
          param: 'mealPlans',
          value: 'ROOM_ONLY-BREAKFAST_IN_BED-FULL_BOARD',
          reason: 'search.errors.mealPlans.unknown',
        },
      ]);
    });

    it('reports an empty item and a list far longer than the meal plans there are', () => {
      expect(parse('mealPlans=ROOM_ONLY--HALF_BOARD').issues).toHaveLength(1);
      const long = parse(`mealPlans=${Array(20).fill('ROOM_ONLY').join('-')}`);
      expect(long.search.mealPlans).toEqual(['ROOM_ONLY']);
      expect(long.issues.map((issue) => issue.reason)).toEqual(['search.errors.mealPlans.unknown']);
    });
  });

  describe('freeCancellation', () => {
    it("reads 'true' as true and 'false' or absent as false", () => {
      expect(parse('freeCancellation=true').search.freeCancellation).toBe(true);
      expect(parse('freeCancellation=false').search.freeCancellation).toBe(false);
      expect(parse('').search.freeCancellation).toBe(false);
    });

    it.each(['1', 'yes', 'TRUE', 'true '])('rejects %j', (value) => {
      expect(parse(new URLSearchParams({ freeCancellation: value }))).toEqual({
        search: expect.objectContaining({ freeCancellation: false }),
        issues: [
          { param: 'freeCancellation', value, reason: 'search.errors.freeCancellation.invalid' },
        ],
      });
    });
  });

  describe('product', () => {
    it('reads every product type in any case', () => {
      expect(
        ['h', 'Dp', 'F', 'ff', 'hgh'].map((code) => parse(`product=${code}`).search.product),
      ).toEqual(['H', 'DP', 'F', 'FF', 'HGH']);
    });

    it.each(['X', 'HOTEL', 'ﬀ', 'd p'])('rejects %j and names the product types', (value) => {
      expect(parse(new URLSearchParams({ product: value })).issues).toEqual([
        {
          param: 'product',
          value,
          reason: 'search.errors.product.unknown',
          values: { allowed: 'H, DP, F, FF, HGH' },
        },
      ]);
    });
  });

  describe('cartId', () => {
    it('reads a UUID and a short token, case kept', () => {
      expect(parse('cartId=0B8E6C1A-3f2d').search.cartId).toBe('0B8E6C1A-3f2d');
      expect(parse('cartId=c_1').search.cartId).toBe('c_1');
    });

    it.each(['a b', '../cart', 'id%00', '"><img>'])('rejects %j', (value) => {
      expect(parse(new URLSearchParams({ cartId: value })).issues).toEqual([
        { param: 'cartId', value, reason: 'search.errors.cartId.invalid' },
      ]);
    });

    it('rejects a cart id longer than 64 characters', () => {
      expect(parse(`cartId=${'x'.repeat(64)}`).search.cartId).toHaveLength(64);
      expect(parse(`cartId=${'x'.repeat(65)}`).issues.map((issue) => issue.reason)).toEqual([
        'search.errors.cartId.invalid',
      ]);
    });
  });

  it('keeps every valid parameter when others are rejected', () => {
    const { search, issues } = parse(
      `adults=12&childrenAges=5&outboundDate=${inDays(2)}&product=ZZ&destination=rome`,
    );
    expect(search).toEqual({
      adults: 2,
      childrenAges: [5],
      outboundDate: isoInDays(2),
      destination: 'rome',
      mealPlans: [],
      freeCancellation: false,
    });
    expect(issues.map((issue) => issue.param)).toEqual(['adults', 'product']);
  });

  it('keeps the first value of a repeated parameter and reports the other value', () => {
    expect(parse('adults=3&adults=4')).toEqual({
      search: expect.objectContaining({ adults: 3 }),
      issues: [
        {
          param: 'adults',
          value: '4',
          reason: 'search.errors.repeated',
          values: { param: 'adults' },
        },
      ],
    });
  });

  it('says nothing of a parameter repeated with the same value', () => {
    expect(parse('adults=3&adults=3').issues).toEqual([]);
  });

  it('cuts a long rejected value to 64 characters and an ellipsis in its issue', () => {
    const [issue] = parse(`destination=${'x'.repeat(10_000)}`).issues;
    expect(issue?.value).toBe(`${'x'.repeat(64)}…`);
  });

  it('never cuts a rejected value inside a surrogate pair', () => {
    const [issue] = parse(new URLSearchParams({ cartId: `${'x'.repeat(63)}😀😀` })).issues;
    expect(issue?.value).toBe(`${'x'.repeat(63)}…`);
  });

  it('reads keys such as __proto__ and constructor as nothing of its own', () => {
    const { search, issues } = parse(
      '__proto__=1&constructor=x&__proto__[adults]=5&toString=1&adults=__proto__',
    );
    expect(search.adults).toBe(2);
    expect(issues.map((issue) => issue.param)).toEqual(['adults']);
    expect(Object.getPrototypeOf(search)).toBe(Object.prototype);
  });
});

describe('writeSearchParams', () => {
  const complete: SearchParams = {
    product: 'DP',
    departure: 'MAD',
    destination: 'pmi',
    outboundDate: '2025-07-01',
    returnDate: '2025-07-08',
    adults: 3,
    childrenAges: [4, 7],
    mealPlans: ['ALL_INCLUSIVE', 'HALF_BOARD'],
    freeCancellation: true,
    cartId: 'c-1',
    checkoutStep: 2,
  };

  it('writes every parameter in its URL format', () => {
    expect(writeSearchParams(complete).toString()).toBe(
      'product=DP&departure=mad&destination=pmi&outboundDate=20250701&returnDate=20250708' +
        '&adults=3&childrenAges=4-7&mealPlans=HALF_BOARD-ALL_INCLUSIVE&freeCancellation=true' +
        '&cartId=c-1&checkoutStep=2',
    );
  });

  it('writes departure and destination lowercased', () => {
    expect(writeSearchParams({ departure: 'BCN', destination: 'Rome' }).toString()).toBe(
      'departure=bcn&destination=rome',
    );
  });

  it('writes freeCancellation only when true', () => {
    expect(writeSearchParams({ freeCancellation: true }).get('freeCancellation')).toBe('true');
    expect(writeSearchParams({ freeCancellation: false }).has('freeCancellation')).toBe(false);
  });

  it('leaves out 2 adults, no children and no meal plans', () => {
    expect(
      writeSearchParams({ adults: 2, childrenAges: [], mealPlans: [], destination: '' }).toString(),
    ).toBe('');
    expect(writeSearchParams({ adults: 1 }).toString()).toBe('adults=1');
  });

  it('writes meal plans dash-separated in MEAL_PLANS order without duplicates', () => {
    expect(
      writeSearchParams({ mealPlans: ['FULL_BOARD', 'ROOM_ONLY', 'FULL_BOARD'] }).get('mealPlans'),
    ).toBe('ROOM_ONLY-FULL_BOARD');
  });

  it('keeps parameters of the base that are not search parameters, such as a and flags', () => {
    const base = new URLSearchParams('a=abc+def&travel.maintenance_mode=false&adults=5');
    expect(writeSearchParams({ adults: 3 }, base).toString()).toBe(
      'a=abc+def&travel.maintenance_mode=false&adults=3',
    );
  });

  it('removes the search parameters of the base that the search does not give', () => {
    const base = new URLSearchParams('departure=mad&destination=pmi&cartId=c1&adults=4&adults=5');
    expect(writeSearchParams({ destination: 'bcn' }, base).toString()).toBe('destination=bcn');
  });

  it('returns a new URLSearchParams and leaves the base untouched', () => {
    const base = new URLSearchParams('adults=4');
    const written = writeSearchParams({ adults: 5 }, base);
    expect(written).not.toBe(base);
    expect(base.toString()).toBe('adults=4');
  });

  it('writes what parseSearchParams reads back unchanged', () => {
    const written = writeSearchParams(complete);
    const reread = parseSearchParams(written, { today: new Date(2025, 5, 1) });
    expect(reread.issues).toEqual([]);
    expect(writeSearchParams(reread.search).toString()).toBe(written.toString());
  });
});
