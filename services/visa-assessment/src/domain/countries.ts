import { key } from './normalise';

/**
 * Country names as the platform stores them (contracts NATIONALITIES: 'USA', 'UK', 'Vietnam')
 * plus the aliases forms send, so a rule written against 'UK' also matches 'United Kingdom'.
 */
const ALIASES: Readonly<Record<string, string>> = {
  US: 'USA',
  UNITED_STATES: 'USA',
  UNITED_STATES_OF_AMERICA: 'USA',
  AMERICA: 'USA',
  GB: 'UK',
  GBR: 'UK',
  UNITED_KINGDOM: 'UK',
  GREAT_BRITAIN: 'UK',
  BRITAIN: 'UK',
  ENGLAND: 'UK',
  CA: 'CANADA',
  CAN: 'CANADA',
  AU: 'AUSTRALIA',
  AUS: 'AUSTRALIA',
  NZ: 'NEW_ZEALAND',
  NZL: 'NEW_ZEALAND',
  IE: 'IRELAND',
  IRL: 'IRELAND',
  ZA: 'SOUTH_AFRICA',
  ZAF: 'SOUTH_AFRICA',
  CN: 'CHINA',
  CHN: 'CHINA',
  PRC: 'CHINA',
  JP: 'JAPAN',
  JPN: 'JAPAN',
  PH: 'PHILIPPINES',
  PHL: 'PHILIPPINES',
  IN: 'INDIA',
  IND: 'INDIA',
  VN: 'VIETNAM',
  VNM: 'VIETNAM',
  VIET_NAM: 'VIETNAM',
  KH: 'CAMBODIA',
  KHM: 'CAMBODIA',
  LA: 'LAOS',
  LAO: 'LAOS',
  MN: 'MONGOLIA',
  MNG: 'MONGOLIA',
  TL: 'TIMOR_LESTE',
  TLS: 'TIMOR_LESTE',
  EAST_TIMOR: 'TIMOR_LESTE',
  TH: 'THAILAND',
  THA: 'THAILAND',
  ID: 'INDONESIA',
  IDN: 'INDONESIA',
  NP: 'NEPAL',
  NPL: 'NEPAL',
  PK: 'PAKISTAN',
  PAK: 'PAKISTAN',
  LK: 'SRI_LANKA',
  LKA: 'SRI_LANKA',
  BD: 'BANGLADESH',
  BGD: 'BANGLADESH',
  MM: 'MYANMAR',
  MMR: 'MYANMAR',
  KG: 'KYRGYZSTAN',
  KGZ: 'KYRGYZSTAN',
  KYRGYZ_REPUBLIC: 'KYRGYZSTAN',
  UZ: 'UZBEKISTAN',
  UZB: 'UZBEKISTAN',
  TJ: 'TAJIKISTAN',
  TJK: 'TAJIKISTAN',
  TW: 'TAIWAN',
  TWN: 'TAIWAN',
  HK: 'HONG_KONG',
  HKG: 'HONG_KONG',
  KR: 'KOREA',
  KOR: 'KOREA',
  SOUTH_KOREA: 'KOREA',
  REPUBLIC_OF_KOREA: 'KOREA',
  대한민국: 'KOREA',
  한국: 'KOREA',
};

/** One canonical key per country ('United Kingdom' and 'UK' both give 'UK'). */
export function countryKey(value: unknown): string {
  const k = key(value);
  return ALIASES[k] ?? k;
}

export function isCountryIn(value: unknown, countries: readonly string[]): boolean {
  const k = countryKey(value);
  return k !== '' && countries.some((c) => countryKey(c) === k);
}
