import {
  initialTravellers,
  toTravellerInput,
  travellerSlots,
  travellersSchema,
} from './travellers-form';
import type { TravellerValues } from './travellers-form';

const RULES = {
  today: '2026-05-01',
  tripStart: '2026-07-10',
  tripEnd: '2026-07-17',
  documentRequired: true,
};

const adult = (changes: Partial<TravellerValues> = {}): TravellerValues => ({
  id: '',
  type: 'ADULT',
  title: 'MRS',
  firstName: 'Lucía',
  lastName: "García-O'Neill",
  birthDay: '12',
  birthMonth: '4',
  birthYear: '1985',
  nationality: 'ES',
  documentType: 'PASSPORT',
  documentNumber: 'pab 123456',
  expiryDay: '1',
  expiryMonth: '6',
  expiryYear: '2032',
  issuingCountry: 'ES',
  ...changes,
});

/** The message shown per field: the first one found for it (as the form's resolver does). */
function problems(travellers: TravellerValues[], rules = RULES) {
  const result = travellersSchema(rules).safeParse({ travellers });
  if (result.success) return [];
  const first = new Map<string, string>();
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (!first.has(path)) first.set(path, issue.message);
  }
  return [...first].map(([path, message]) => `${path}: ${message}`);
}

describe('travellers form', () => {
  it('asks for adults, then children, then infants, as the trip requires', () => {
    expect(travellerSlots({ adults: 2, children: 1, infants: 1 })).toEqual([
      'ADULT',
      'ADULT',
      'CHILD',
      'INFANT',
    ]);
    expect(travellerSlots(null)).toEqual([]);
  });

  it('accepts a complete adult and sends the date and document as the backend reads them', () => {
    expect(problems([adult()])).toEqual([]);
    expect(toTravellerInput(adult(), true)).toEqual({
      type: 'ADULT',
      title: 'MRS',
      firstName: 'Lucía',
      lastName: "García-O'Neill",
      birthDate: '1985-04-12',
      nationality: 'ES',
      document: {
        type: 'PASSPORT',
        number: 'PAB123456',
        expiryDate: '2032-06-01',
        issuingCountry: 'ES',
      },
    });
  });

  it('names every missing or wrong field at once, the dates too', () => {
    expect(
      problems([
        adult({
          title: '',
          firstName: ' ',
          lastName: 'García 3',
          birthDay: '31',
          birthMonth: '2',
          documentNumber: 'AB1',
          expiryDay: '',
          expiryMonth: '',
          expiryYear: '',
        }),
      ]),
    ).toEqual([
      'travellers.0.title: validation.titleRequired',
      'travellers.0.firstName: validation.firstNameRequired',
      'travellers.0.lastName: validation.nameInvalid',
      'travellers.0.documentNumber: validation.documentNumberInvalid',
      'travellers.0.birthDate: validation.dateInvalid',
      'travellers.0.documentExpiry: validation.expiryRequired',
    ]);
  });

  it('checks ages on the day the trip starts, per traveller type', () => {
    // 18 on the departure day is an adult; 17 the day before is not
    expect(problems([adult({ birthDay: '10', birthMonth: '7', birthYear: '2008' })])).toEqual([]);
    expect(problems([adult({ birthDay: '11', birthMonth: '7', birthYear: '2008' })])).toEqual([
      'travellers.0.birthDate: validation.age.ADULT',
    ]);
    const child = adult({ type: 'CHILD', birthDay: '1', birthMonth: '1', birthYear: '2025' });
    expect(problems([child])).toEqual(['travellers.0.birthDate: validation.age.CHILD']);
    const infant = adult({ type: 'INFANT', birthDay: '1', birthMonth: '1', birthYear: '2025' });
    expect(problems([infant])).toEqual([]);
    expect(problems([adult({ birthYear: '2027' })])).toEqual([
      'travellers.0.birthDate: validation.birthDateFuture',
    ]);
  });

  it('wants a document valid until the trip ends, only when the trip has a flight', () => {
    const expiring = adult({ expiryDay: '16', expiryMonth: '7', expiryYear: '2026' });
    expect(problems([expiring])).toEqual([
      'travellers.0.documentExpiry: validation.documentExpires',
    ]);
    const noDocument = adult({
      documentType: '',
      documentNumber: '',
      issuingCountry: '',
      expiryYear: '',
    });
    expect(problems([noDocument], { ...RULES, documentRequired: false })).toEqual([]);
    expect(toTravellerInput(noDocument, false)).not.toHaveProperty('document');
  });

  it('puts the cart’s travellers back in their places, by type', () => {
    const saved = [
      {
        id: 't-child',
        type: 'CHILD' as const,
        title: 'MX' as const,
        firstName: 'Leo',
        lastName: 'García',
        birthDate: '2018-03-02',
        nationality: 'ES',
        document: null,
      },
      {
        id: 't-adult',
        type: 'ADULT' as const,
        title: 'MR' as const,
        firstName: 'Pablo',
        lastName: 'García',
        birthDate: '1980-01-20',
        nationality: 'ES',
        document: null,
      },
    ];
    const { travellers } = initialTravellers(['ADULT', 'ADULT', 'CHILD'], saved);
    expect(travellers.map((entry) => [entry.id, entry.type, entry.firstName])).toEqual([
      ['t-adult', 'ADULT', 'Pablo'],
      ['', 'ADULT', ''],
      ['t-child', 'CHILD', 'Leo'],
    ]);
    expect(travellers[0]).toMatchObject({ birthDay: '20', birthMonth: '1', birthYear: '1980' });
  });
});
