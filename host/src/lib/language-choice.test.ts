import { readCookie } from '@storefront/shared/lib/cookies';
import { LANGUAGE_COOKIE, shopperLanguage } from '@storefront/shared/start-up';
import { keepLanguageChoice, moveStoredLanguageChoice } from './language-choice';

const LEGACY_KEY = 'storefront-language';
let written: string[] = [];
const cookieSetter = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;

beforeEach(() => {
  localStorage.clear();
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  written = [];
  // what the page writes, attributes and all (reading gives the values only)
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value);
    cookieSetter.set!.call(document, value);
  });
});
afterEach(() => jest.restoreAllMocks());

test('the choice is kept in a first-party cookie for a year, Lax, which the start-up reads', () => {
  keepLanguageChoice('de');
  expect(written).toEqual([`${LANGUAGE_COOKIE}=de; Path=/; Max-Age=31536000; SameSite=Lax`]);
  expect(readCookie(LANGUAGE_COOKIE)).toBe('de');
  expect(shopperLanguage('')).toBe('de');
  keepLanguageChoice('pt');
  expect(shopperLanguage('')).toBe('pt');
});

test('a choice an earlier version kept in local storage becomes the cookie, once', () => {
  localStorage.setItem(LEGACY_KEY, 'it');
  moveStoredLanguageChoice();
  expect(readCookie(LANGUAGE_COOKIE)).toBe('it');
  expect(localStorage.getItem(LEGACY_KEY)).toBeNull();
  moveStoredLanguageChoice();
  expect(written).toHaveLength(1);
});

test("the cookie's choice wins over one left in local storage, which is dropped", () => {
  keepLanguageChoice('fr');
  localStorage.setItem(LEGACY_KEY, 'de');
  moveStoredLanguageChoice();
  expect(shopperLanguage('')).toBe('fr');
  expect(localStorage.getItem(LEGACY_KEY)).toBeNull();
});

test("a stored value that is none of the page's languages is no choice: the brand's stays", () => {
  localStorage.setItem(LEGACY_KEY, 'klingon');
  moveStoredLanguageChoice();
  expect(readCookie(LANGUAGE_COOKIE)).toBeNull();
  expect(shopperLanguage('')).toBeNull();
  expect(localStorage.getItem(LEGACY_KEY)).toBeNull();
});

test('a browser that keeps no cookie keeps the stored choice where it is', () => {
  jest.spyOn(document, 'cookie', 'set').mockImplementation(() => undefined);
  localStorage.setItem(LEGACY_KEY, 'de');
  moveStoredLanguageChoice();
  expect(localStorage.getItem(LEGACY_KEY)).toBe('de');
});
