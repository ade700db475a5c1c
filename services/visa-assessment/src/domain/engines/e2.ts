import { countryKey, isCountryIn } from '../countries';
import { degreeAtLeast, degreeLevel } from '../degrees';
import { isNothing, readiness } from '../document-status';
import type { E2Input } from '../mappers/e2';
import { key } from '../normalise';
import { E2_CURRENT_V1 as R } from '../rule-sets/e2';
import { checkRow, readinessPoints, readinessRow, row } from './criteria';
import { finalise, providedDocuments } from './result';
import type { BreakdownItem, EngineContext, EngineResult } from './types';
import { t4, type Text } from '../text';

const C = R.criteria;
const T = R.tables;

/** A document row that is also a requirement: full points when ready, half when partly ready (and then not met). */
function requiredDocumentRow(criterion: 'health' | 'contract', status: string, met: boolean, fix: Text): BreakdownItem {
  const def = C[criterion];
  const points = met ? readinessPoints(readiness(status), def.maxPoints) : 0;
  return row(criterion, def, {
    points,
    passed: met && readiness(status) === 'READY',
    applicantValue: status || null,
    threshold: t4('준비 완료 (필수)', 'ready (required)', '已准备（必需）', '準備済み（必須）'),
    improvement: points < def.maxPoints ? fix : null,
    potentialGain: def.maxPoints - points,
  });
}

/** The language taught and whether the nationality may teach it: its mother-tongue countries, or India's CEPA route for English. */
function languageRoute(input: E2Input): { language: string; native: boolean; cepa: boolean } {
  const q = input.e2QualificationAssessment;
  const language = key(q.languageTaught) || T.defaultLanguage;
  const native = isCountryIn(input.personalInfo.nationality, T.languageCountries[language] ?? []) || q.officialLanguageSpecial;
  const cepa =
    language === T.cepa.language &&
    countryKey(input.personalInfo.nationality) === countryKey(T.cepa.nationality) &&
    key(q.teachingQualification) === T.cepa.qualification;
  return { language, native, cepa };
}

/** E-2 (e2-current-v1): nationality for the language taught, a bachelor's, a clean record, health and contract. */
export function evaluateE2(input: E2Input, ctx: EngineContext): EngineResult {
  const q = input.e2QualificationAssessment;
  const d = input.e2DocumentAssessment;
  const route = languageRoute(input);
  const level = degreeLevel(q.highestDegree || input.educationInfo.highestDegree);
  const degreeOk = degreeAtLeast(level, 'BACHELOR') && (q.nativeCountryUniversity || q.koreanUniversitySpecial);
  const bonus = !isNothing(q.teachingQualification) || input.e2BonusAssessment.bonusItems.length > 0 ? C.bonus.maxPoints : 0;
  const certificateReady = readiness(d.criminalRecordStatus) === 'READY';
  const clean = !input.hasCriminalRecord;
  const breakdown: BreakdownItem[] = [
    checkRow(
      'nativeSpeaker',
      C.nativeSpeaker,
      route.native || route.cepa,
      `${input.personalInfo.nationality || '-'} teaching ${route.language}${route.cepa ? ' (India CEPA)' : ''}`,
      t4(
        `${(T.languageCountries[route.language] ?? []).join(', ') || '그 언어를 모국어로 하는 국가'} 국민; 영어는 교원 자격을 갖춘 인도 CEPA도 가능`,
        `a national of ${(T.languageCountries[route.language] ?? []).join(', ') || 'a country whose mother tongue it is'}; English also by India CEPA with a teacher's licence`,
        `${(T.languageCountries[route.language] ?? []).join(', ') || '以该语言为母语的国家'}国民；英语也可为持有教师资格的印度CEPA`,
        `${(T.languageCountries[route.language] ?? []).join(', ') || 'その言語を母語とする国'}の国民；英語は教員資格を持つインドCEPAも可`,
      ),
      {
        ko: '가르치는 언어를 모국어로 하는 국가의 국민이어야 합니다 (영어는 인도 CEPA 교원 자격 소지자 포함)',
        en: "Must be a national of a country whose mother tongue is the language taught (English: also India CEPA with a teacher's licence)",
        zh: '须为以所教语言为母语的国家的国民（英语还包括持有印度CEPA教师资格者）',
        ja: '教える言語を母語とする国の国民である必要があります（英語はインドCEPAの教員資格保有者を含む）',
      },
    ),
    checkRow(
      'degree',
      C.degree,
      degreeOk,
      `${level}${q.nativeCountryUniversity ? ', native-country university' : ''}${q.koreanUniversitySpecial ? ', Korean university' : ''}`,
      t4(
        '모국 대학의 학사 이상 (또는 모국 학교 교육 + 국내 학사)',
        "bachelor's or higher from the native country (or schooling there + Korean bachelor's)",
        '母国大学学士及以上（或母国学校教育 + 韩国学士）',
        '母国の大学の学士以上（または母国での学校教育 + 国内の学士）',
      ),
      {
        ko: '모국 대학의 학사 이상 학위(또는 모국 학교 교육 + 국내 학사)가 필요합니다',
        en: "Needs a bachelor's from the native country, or schooling there plus a Korean bachelor's",
        zh: '需要母国大学学士及以上学位（或母国学校教育 + 韩国学士学位）',
        ja: '母国の大学の学士以上の学位（または母国での学校教育 + 韓国の学士）が必要です',
      },
    ),
    checkRow(
      'criminalRecord',
      C.criminalRecord,
      certificateReady && clean,
      `${d.criminalRecordStatus || '-'}${clean ? '' : ', record declared'}`,
      t4(
        '아포스티유, 6개월 이내 발급, 범죄 경력 없음',
        'apostilled, issued within 6 months, and clean',
        '海牙认证、6个月内签发且无犯罪记录',
        'アポスティーユ付き、6か月以内の発行、犯罪歴なし',
      ),
      clean
        ? {
            ko: '아포스티유 확인된 6개월 이내 범죄경력증명서를 준비하세요',
            en: 'Get a nationwide criminal record check, apostilled, issued within 6 months',
            zh: '请准备经海牙认证、6个月内签发的无犯罪记录证明',
            ja: 'アポスティーユ認証を受けた6か月以内の犯罪経歴証明書を準備してください',
          }
        : {
            ko: '범죄 경력이 있으면 회화지도(E-2) 자격을 받을 수 없습니다',
            en: 'A criminal record bars E-2',
            zh: '有犯罪记录者不能获得会话指导（E-2）资格',
            ja: '犯罪歴があると会話指導（E-2）の資格は得られません',
          },
    ),
    requiredDocumentRow('health', d.healthCheckStatus, !input.hasHealthIssues, {
      ko: '건강 확인서(필수)를 준비하세요',
      en: 'Prepare the health statement (required)',
      zh: '请准备健康确认书（必需）',
      ja: '健康確認書（必須）を準備してください',
    }),
    requiredDocumentRow('contract', d.employmentContractStatus, true, {
      ko: '고용 계약서(필수)를 준비하세요',
      en: 'Prepare the employment contract (required)',
      zh: '请准备雇佣合同（必需）',
      ja: '雇用契約書（必須）を準備してください',
    }),
    readinessRow('educationDocuments', C.educationDocuments, d.educationDocumentStatus, {
      ko: '학위증 아포스티유를 받으세요',
      en: 'Have the degree apostilled',
      zh: '请为学位证书办理海牙认证',
      ja: '学位証明書のアポスティーユ認証を受けてください',
    }),
    row('bonus', C.bonus, {
      points: bonus,
      applicantValue: q.teachingQualification || input.e2BonusAssessment.bonusItems.join(', ') || null,
      threshold: t4(
        '교원 자격 (TEFL, 교원 자격증) 또는 가점 항목',
        'teaching qualification (TEFL, licence) or bonus items',
        '教师资格（TEFL、教师资格证）或加分项目',
        '教員資格（TEFL、教員免許）または加点項目',
      ),
    }),
  ];
  return finalise({ visaType: 'E-2', visaSubtype: null, ruleSet: R, breakdown, providedDocuments: providedDocuments(input, d.basicDocumentsReady) }, ctx);
}
