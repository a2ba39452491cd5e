/**
 * Countries offered in checkout forms (nationality, contact, invoice), with their dialling
 * prefix. Names come from the platform's ICU data in each of the six languages.
 */
import { LANGUAGES, type Language, type Localized } from '../lib/languages';

const PREFIXES: Record<string, string> = {
  AD: '+376',
  AR: '+54',
  AT: '+43',
  AU: '+61',
  BE: '+32',
  BG: '+359',
  BR: '+55',
  CA: '+1',
  CH: '+41',
  CL: '+56',
  CN: '+86',
  CO: '+57',
  CY: '+357',
  CZ: '+420',
  DE: '+49',
  DK: '+45',
  DO: '+1',
  EE: '+372',
  EG: '+20',
  ES: '+34',
  FI: '+358',
  FR: '+33',
  GB: '+44',
  GR: '+30',
  HR: '+385',
  HU: '+36',
  IE: '+353',
  IL: '+972',
  IN: '+91',
  IS: '+354',
  IT: '+39',
  JP: '+81',
  LT: '+370',
  LU: '+352',
  LV: '+371',
  MA: '+212',
  MC: '+377',
  MT: '+356',
  MV: '+960',
  MX: '+52',
  NL: '+31',
  NO: '+47',
  NZ: '+64',
  PE: '+51',
  PL: '+48',
  PT: '+351',
  RO: '+40',
  RS: '+381',
  SE: '+46',
  SI: '+386',
  SK: '+421',
  TN: '+216',
  TR: '+90',
  UA: '+380',
  US: '+1',
  UY: '+598',
  VE: '+58',
  ZA: '+27',
};

export type Country = { code: string; phonePrefix: string; names: Localized };

function regionNames(language: Language): Intl.DisplayNames {
  return new Intl.DisplayNames([language], { type: 'region' });
}

let countries: Country[] | undefined;

export function allCountries(): readonly Country[] {
  if (!countries) {
    const displays = LANGUAGES.map((language) => [language, regionNames(language)] as const);
    countries = Object.entries(PREFIXES).map(([code, phonePrefix]) => ({
      code,
      phonePrefix,
      names: Object.fromEntries(
        displays.map(([language, display]) => [language, display.of(code) ?? code]),
      ) as Localized,
    }));
  }
  return countries;
}

export function isCountryCode(code: string): boolean {
  return code in PREFIXES;
}
