/**
 * Consultation languages as ISO 639-1 codes, with the Korean name the reasons show and the names an
 * applicant or a certificate may use for them (English, Korean and the native name).
 */
interface LanguageEntry {
  code: string;
  ko: string;
  en: string;
  zh: string;
  ja: string;
  names: readonly string[];
}

const LANGUAGES: readonly LanguageEntry[] = [
  { code: 'ko', ko: '한국어', en: 'Korean', zh: '韩语', ja: '韓国語', names: ['korean', '한국어', 'hangul'] },
  { code: 'en', ko: '영어', en: 'English', zh: '英语', ja: '英語', names: ['english', '영어'] },
  { code: 'zh', ko: '중국어', en: 'Chinese', zh: '中文', ja: '中国語', names: ['chinese', 'mandarin', '중국어', '中文', '汉语'] },
  { code: 'ja', ko: '일본어', en: 'Japanese', zh: '日语', ja: '日本語', names: ['japanese', '일본어', '日本語'] },
  { code: 'vi', ko: '베트남어', en: 'Vietnamese', zh: '越南语', ja: 'ベトナム語', names: ['vietnamese', '베트남어', 'tiếng việt'] },
  { code: 'ru', ko: '러시아어', en: 'Russian', zh: '俄语', ja: 'ロシア語', names: ['russian', '러시아어', 'русский'] },
  { code: 'es', ko: '스페인어', en: 'Spanish', zh: '西班牙语', ja: 'スペイン語', names: ['spanish', '스페인어', 'español'] },
  { code: 'fr', ko: '프랑스어', en: 'French', zh: '法语', ja: 'フランス語', names: ['french', '프랑스어', 'français'] },
  { code: 'de', ko: '독일어', en: 'German', zh: '德语', ja: 'ドイツ語', names: ['german', '독일어', 'deutsch'] },
  { code: 'pt', ko: '포르투갈어', en: 'Portuguese', zh: '葡萄牙语', ja: 'ポルトガル語', names: ['portuguese', '포르투갈어', 'português'] },
  { code: 'th', ko: '태국어', en: 'Thai', zh: '泰语', ja: 'タイ語', names: ['thai', '태국어'] },
  { code: 'id', ko: '인도네시아어', en: 'Indonesian', zh: '印尼语', ja: 'インドネシア語', names: ['indonesian', '인도네시아어', 'bahasa indonesia'] },
  { code: 'ms', ko: '말레이어', en: 'Malay', zh: '马来语', ja: 'マレー語', names: ['malay', '말레이어', 'bahasa melayu'] },
  { code: 'tl', ko: '필리핀어', en: 'Filipino', zh: '菲律宾语', ja: 'フィリピン語', names: ['filipino', 'tagalog', '필리핀어', '타갈로그어'] },
  { code: 'mn', ko: '몽골어', en: 'Mongolian', zh: '蒙古语', ja: 'モンゴル語', names: ['mongolian', '몽골어'] },
  { code: 'uz', ko: '우즈베크어', en: 'Uzbek', zh: '乌兹别克语', ja: 'ウズベク語', names: ['uzbek', '우즈베크어', '우즈베키스탄어'] },
  { code: 'ne', ko: '네팔어', en: 'Nepali', zh: '尼泊尔语', ja: 'ネパール語', names: ['nepali', '네팔어'] },
  { code: 'km', ko: '크메르어', en: 'Khmer', zh: '高棉语', ja: 'クメール語', names: ['khmer', '크메르어', '캄보디아어'] },
  { code: 'my', ko: '미얀마어', en: 'Burmese', zh: '缅甸语', ja: 'ミャンマー語', names: ['burmese', 'myanmar', '미얀마어'] },
  { code: 'hi', ko: '힌디어', en: 'Hindi', zh: '印地语', ja: 'ヒンディー語', names: ['hindi', '힌디어'] },
  { code: 'si', ko: '싱할라어', en: 'Sinhala', zh: '僧伽罗语', ja: 'シンハラ語', names: ['sinhala', '싱할라어'] },
  { code: 'ar', ko: '아랍어', en: 'Arabic', zh: '阿拉伯语', ja: 'アラビア語', names: ['arabic', '아랍어'] },
];

const BY_CODE = new Map(LANGUAGES.map((l) => [l.code, l]));
const BY_NAME = new Map(LANGUAGES.flatMap((l) => l.names.map((n) => [n, l.code] as const)));

/**
 * An applicant's language as a code: `en`, `EN`, `en-US`, `English` and `영어` are all `en`.
 * An unknown language is kept lower-cased, so it still matches a specialist who lists it the same way.
 */
export function normaliseLanguage(input: string): string {
  const value = input.trim().toLowerCase();
  const code = value.split(/[-_]/)[0] ?? value;
  if (BY_CODE.has(value)) return value;
  if (/^[a-z]{2}[-_][a-z]{2,4}$/.test(value) && BY_CODE.has(code)) return code;
  return BY_NAME.get(value) ?? value;
}

/** Distinct codes, in the order given. */
export function normaliseLanguages(inputs: readonly string[]): string[] {
  return [...new Set(inputs.map(normaliseLanguage).filter(Boolean))];
}

/** The Korean name shown in reasons (`영어`); an unknown code is shown as given. */
/** A language's name in one interface language (the code itself when unknown). */
export function languageName(code: string, language: 'ko' | 'en' | 'zh' | 'ja'): string {
  return BY_CODE.get(code)?.[language] ?? code;
}
