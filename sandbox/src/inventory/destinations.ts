/**
 * Cities (IATA city codes) with their airports, coordinates, names in the six languages and how
 * many hotels the inventory puts there. ZRH has airports but no hotels, so a hotel search there
 * answers NO_CONTENT without any fault injected.
 */
import { LANGUAGES, type Language, type Localized } from '../lib/languages';

export type Airport = { code: string; cityCode: string; label: string | null };

export type Destination = {
  code: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  names: Localized;
  airports: Airport[];
  hotelCount: number;
  /** Multiplies hotel rates: 1 is an average destination. */
  priceLevel: number;
  beach: boolean;
};

type Row = [
  code: string,
  country: string,
  latitude: number,
  longitude: number,
  airports: string,
  hotels: number,
  priceLevel: number,
  beach: boolean,
  names: [es: string, en: string, it: string, fr: string, de: string, pt: string],
];

// Airports are "CODE" or "CODE:Label" when a city has more than one.
const ROWS: Row[] = [
  [
    'MAD',
    'ES',
    40.4168,
    -3.7038,
    'MAD',
    24,
    1.1,
    false,
    ['Madrid', 'Madrid', 'Madrid', 'Madrid', 'Madrid', 'Madrid'],
  ],
  [
    'BCN',
    'ES',
    41.3874,
    2.1686,
    'BCN',
    48,
    1.2,
    true,
    ['Barcelona', 'Barcelona', 'Barcellona', 'Barcelone', 'Barcelona', 'Barcelona'],
  ],
  [
    'PMI',
    'ES',
    39.5696,
    2.6502,
    'PMI',
    60,
    1.1,
    true,
    [
      'Palma de Mallorca',
      'Palma de Mallorca',
      'Palma di Maiorca',
      'Palma de Majorque',
      'Palma de Mallorca',
      'Palma de Maiorca',
    ],
  ],
  [
    'TCI',
    'ES',
    28.2916,
    -16.6291,
    'TFS:Sur,TFN:Norte',
    56,
    1.0,
    true,
    ['Tenerife', 'Tenerife', 'Tenerife', 'Tenerife', 'Teneriffa', 'Tenerife'],
  ],
  [
    'AGP',
    'ES',
    36.7213,
    -4.4214,
    'AGP',
    30,
    1.0,
    true,
    ['Málaga', 'Malaga', 'Malaga', 'Malaga', 'Málaga', 'Málaga'],
  ],
  [
    'IBZ',
    'ES',
    38.9067,
    1.4206,
    'IBZ',
    22,
    1.4,
    true,
    ['Ibiza', 'Ibiza', 'Ibiza', 'Ibiza', 'Ibiza', 'Ibiza'],
  ],
  [
    'LPA',
    'ES',
    28.1235,
    -15.4363,
    'LPA',
    20,
    0.95,
    true,
    [
      'Las Palmas de Gran Canaria',
      'Las Palmas de Gran Canaria',
      'Las Palmas di Gran Canaria',
      'Las Palmas de Gran Canaria',
      'Las Palmas de Gran Canaria',
      'Las Palmas de Gran Canária',
    ],
  ],
  [
    'SVQ',
    'ES',
    37.3891,
    -5.9845,
    'SVQ',
    12,
    0.95,
    false,
    ['Sevilla', 'Seville', 'Siviglia', 'Séville', 'Sevilla', 'Sevilha'],
  ],
  [
    'VLC',
    'ES',
    39.4699,
    -0.3763,
    'VLC',
    12,
    0.95,
    true,
    ['Valencia', 'Valencia', 'Valencia', 'Valence', 'Valencia', 'Valência'],
  ],
  [
    'LIS',
    'PT',
    38.7223,
    -9.1393,
    'LIS',
    18,
    1.0,
    false,
    ['Lisboa', 'Lisbon', 'Lisbona', 'Lisbonne', 'Lissabon', 'Lisboa'],
  ],
  [
    'OPO',
    'PT',
    41.1579,
    -8.6291,
    'OPO',
    10,
    0.9,
    false,
    ['Oporto', 'Porto', 'Porto', 'Porto', 'Porto', 'Porto'],
  ],
  [
    'FAO',
    'PT',
    37.0194,
    -7.9322,
    'FAO',
    8,
    0.9,
    true,
    ['Faro', 'Faro', 'Faro', 'Faro', 'Faro', 'Faro'],
  ],
  [
    'FNC',
    'PT',
    32.6669,
    -16.9241,
    'FNC',
    10,
    0.95,
    true,
    ['Funchal', 'Funchal', 'Funchal', 'Funchal', 'Funchal', 'Funchal'],
  ],
  [
    'PAR',
    'FR',
    48.8566,
    2.3522,
    'CDG:Charles de Gaulle,ORY:Orly',
    40,
    1.6,
    false,
    ['París', 'Paris', 'Parigi', 'Paris', 'Paris', 'Paris'],
  ],
  [
    'NCE',
    'FR',
    43.7102,
    7.262,
    'NCE',
    12,
    1.4,
    true,
    ['Niza', 'Nice', 'Nizza', 'Nice', 'Nizza', 'Nice'],
  ],
  [
    'ROM',
    'IT',
    41.9028,
    12.4964,
    'FCO:Fiumicino,CIA:Ciampino',
    36,
    1.3,
    false,
    ['Roma', 'Rome', 'Roma', 'Rome', 'Rom', 'Roma'],
  ],
  [
    'MIL',
    'IT',
    45.4642,
    9.19,
    'MXP:Malpensa,LIN:Linate,BGY:Bergamo',
    16,
    1.3,
    false,
    ['Milán', 'Milan', 'Milano', 'Milan', 'Mailand', 'Milão'],
  ],
  [
    'VCE',
    'IT',
    45.4408,
    12.3155,
    'VCE',
    12,
    1.5,
    false,
    ['Venecia', 'Venice', 'Venezia', 'Venise', 'Venedig', 'Veneza'],
  ],
  [
    'NAP',
    'IT',
    40.8518,
    14.2681,
    'NAP',
    10,
    1.0,
    true,
    ['Nápoles', 'Naples', 'Napoli', 'Naples', 'Neapel', 'Nápoles'],
  ],
  [
    'CTA',
    'IT',
    37.5079,
    15.083,
    'CTA',
    8,
    0.9,
    true,
    ['Catania', 'Catania', 'Catania', 'Catane', 'Catania', 'Catânia'],
  ],
  [
    'LON',
    'GB',
    51.5072,
    -0.1276,
    'LHR:Heathrow,LGW:Gatwick,STN:Stansted',
    30,
    1.7,
    false,
    ['Londres', 'London', 'Londra', 'Londres', 'London', 'Londres'],
  ],
  [
    'EDI',
    'GB',
    55.9533,
    -3.1883,
    'EDI',
    8,
    1.2,
    false,
    ['Edimburgo', 'Edinburgh', 'Edimburgo', 'Édimbourg', 'Edinburgh', 'Edimburgo'],
  ],
  [
    'DUB',
    'IE',
    53.3498,
    -6.2603,
    'DUB',
    8,
    1.3,
    false,
    ['Dublín', 'Dublin', 'Dublino', 'Dublin', 'Dublin', 'Dublin'],
  ],
  [
    'AMS',
    'NL',
    52.3676,
    4.9041,
    'AMS',
    12,
    1.5,
    false,
    ['Ámsterdam', 'Amsterdam', 'Amsterdam', 'Amsterdam', 'Amsterdam', 'Amesterdão'],
  ],
  [
    'BER',
    'DE',
    52.52,
    13.405,
    'BER',
    12,
    1.1,
    false,
    ['Berlín', 'Berlin', 'Berlino', 'Berlin', 'Berlin', 'Berlim'],
  ],
  [
    'MUC',
    'DE',
    48.1351,
    11.582,
    'MUC',
    8,
    1.3,
    false,
    ['Múnich', 'Munich', 'Monaco di Baviera', 'Munich', 'München', 'Munique'],
  ],
  [
    'VIE',
    'AT',
    48.2082,
    16.3738,
    'VIE',
    8,
    1.2,
    false,
    ['Viena', 'Vienna', 'Vienna', 'Vienne', 'Wien', 'Viena'],
  ],
  [
    'PRG',
    'CZ',
    50.0755,
    14.4378,
    'PRG',
    8,
    0.85,
    false,
    ['Praga', 'Prague', 'Praga', 'Prague', 'Prag', 'Praga'],
  ],
  [
    'ATH',
    'GR',
    37.9838,
    23.7275,
    'ATH',
    10,
    1.0,
    true,
    ['Atenas', 'Athens', 'Atene', 'Athènes', 'Athen', 'Atenas'],
  ],
  [
    'JTR',
    'GR',
    36.3932,
    25.4615,
    'JTR',
    12,
    1.6,
    true,
    ['Santorini', 'Santorini', 'Santorini', 'Santorin', 'Santorini', 'Santorini'],
  ],
  [
    'HER',
    'GR',
    35.3387,
    25.1442,
    'HER',
    10,
    1.0,
    true,
    ['Heraclión', 'Heraklion', 'Candia', 'Héraklion', 'Heraklion', 'Heraclião'],
  ],
  [
    'IST',
    'TR',
    41.0082,
    28.9784,
    'IST:Istanbul,SAW:Sabiha Gökçen',
    10,
    0.9,
    false,
    ['Estambul', 'Istanbul', 'Istanbul', 'Istanbul', 'Istanbul', 'Istambul'],
  ],
  [
    'DBV',
    'HR',
    42.6507,
    18.0944,
    'DBV',
    8,
    1.2,
    true,
    ['Dubrovnik', 'Dubrovnik', 'Dubrovnik', 'Dubrovnik', 'Dubrovnik', 'Dubrovnik'],
  ],
  [
    'CUN',
    'MX',
    21.1619,
    -86.8515,
    'CUN',
    40,
    1.3,
    true,
    ['Cancún', 'Cancun', 'Cancún', 'Cancún', 'Cancún', 'Cancún'],
  ],
  [
    'PUJ',
    'DO',
    18.5601,
    -68.3725,
    'PUJ',
    24,
    1.2,
    true,
    ['Punta Cana', 'Punta Cana', 'Punta Cana', 'Punta Cana', 'Punta Cana', 'Punta Cana'],
  ],
  [
    'NYC',
    'US',
    40.7128,
    -74.006,
    'JFK:JFK,EWR:Newark,LGA:LaGuardia',
    20,
    1.9,
    false,
    ['Nueva York', 'New York', 'New York', 'New York', 'New York', 'Nova Iorque'],
  ],
  [
    'MLE',
    'MV',
    4.1755,
    73.5093,
    'MLE',
    8,
    2.4,
    true,
    ['Maldivas', 'Maldives', 'Maldive', 'Maldives', 'Malediven', 'Maldivas'],
  ],
  [
    'RAK',
    'MA',
    31.6295,
    -7.9811,
    'RAK',
    12,
    0.9,
    false,
    ['Marrakech', 'Marrakesh', 'Marrakech', 'Marrakech', 'Marrakesch', 'Marraquexe'],
  ],
  [
    'ZRH',
    'CH',
    47.3769,
    8.5417,
    'ZRH',
    0,
    1.8,
    false,
    ['Zúrich', 'Zurich', 'Zurigo', 'Zurich', 'Zürich', 'Zurique'],
  ],
];

function toDestination([
  code,
  countryCode,
  latitude,
  longitude,
  airports,
  hotelCount,
  priceLevel,
  beach,
  names,
]: Row): Destination {
  return {
    code,
    countryCode,
    latitude,
    longitude,
    hotelCount,
    priceLevel,
    beach,
    names: Object.fromEntries(
      LANGUAGES.map((language, index) => [language, names[index] ?? names[1]]),
    ) as Localized,
    airports: airports.split(',').map((entry) => {
      const [airportCode = entry, label] = entry.split(':');
      return { code: airportCode, cityCode: code, label: label ?? null };
    }),
  };
}

export const DESTINATIONS: readonly Destination[] = ROWS.map(toDestination);

const byCode = new Map(DESTINATIONS.map((destination) => [destination.code, destination]));
const byAirport = new Map(
  DESTINATIONS.flatMap((destination) =>
    destination.airports.map((airport) => [airport.code, destination] as const),
  ),
);

/** Finds a destination by city code or by one of its airport codes, case-insensitively. */
export function findDestination(code: string): Destination | undefined {
  const upper = code.toUpperCase();
  return byCode.get(upper) ?? byAirport.get(upper);
}

export function findAirport(code: string): Airport | undefined {
  return findDestination(code)?.airports.find((airport) => airport.code === code.toUpperCase());
}

const AIRPORT_TEMPLATES: Record<Language, (name: string) => string> = {
  es: (name) => `Aeropuerto de ${name}`,
  en: (name) => `${name} Airport`,
  it: (name) => `Aeroporto di ${name}`,
  fr: (name) => `Aéroport de ${name}`,
  de: (name) => `Flughafen ${name}`,
  pt: (name) => `Aeroporto de ${name}`,
};

/** An airport's display name in a language, e.g. "Aeropuerto de Londres Heathrow". */
export function airportName(airport: Airport, language: Language): string {
  const city = byCode.get(airport.cityCode)?.names[language] ?? airport.cityCode;
  return AIRPORT_TEMPLATES[language](airport.label ? `${city} ${airport.label}` : city);
}

/** Great-circle distance in kilometres. */
export function distanceKm(from: Destination, to: Destination): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
}
