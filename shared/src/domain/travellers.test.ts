import { travellersSchema, TRAVELLER_LIMITS } from './travellers';

const valid = (value: unknown) => travellersSchema.safeParse(value).success;

describe('travellersSchema', () => {
  it('takes one to nine adults with up to six children aged 0 to 17', () => {
    expect(valid({ adults: 1, childrenAges: [] })).toBe(true);
    expect(valid({ adults: 9, childrenAges: [0, 17, 4, 5, 6, 7] })).toBe(true);
  });

  it('refuses no adult, more than nine, or a part of an adult', () => {
    expect(valid({ adults: 0, childrenAges: [] })).toBe(false);
    expect(valid({ adults: 10, childrenAges: [] })).toBe(false);
    expect(valid({ adults: 1.5, childrenAges: [] })).toBe(false);
  });

  it('refuses a seventh child and an age outside 0 to 17', () => {
    const seven = Array.from({ length: TRAVELLER_LIMITS.maxChildren + 1 }, () => 5);
    expect(valid({ adults: 2, childrenAges: seven })).toBe(false);
    expect(valid({ adults: 2, childrenAges: [18] })).toBe(false);
    expect(valid({ adults: 2, childrenAges: [-1] })).toBe(false);
  });
});
