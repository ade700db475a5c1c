import { readiness } from '../document-status';
import type { E5Input } from '../mappers/e5';
import { key } from '../normalise';
import { E5_CURRENT_V1 as R } from '../rule-sets/e5';
import { checkRow, gateRow, penaltyRow, readinessPoints, readinessRow, row } from './criteria';
import { finalise, providedDocuments } from './result';
import type { BreakdownItem, EngineContext, EngineResult } from './types';
import { COMMON, oneOf, t4, type Text } from '../text';

const C = R.criteria;
const T = R.tables;

function statusPoints(criterion: 'visaDocuments' | 'employmentDocuments', status: string, fix: Text): BreakdownItem {
  return readinessRow(criterion, C[criterion], status, fix, t4('완료', 'completed', '已完成', '完了'));
}

/** E-5 (e5-current-v1): a listed profession with a licence recognised under Korean law. */
export function evaluateE5(input: E5Input, ctx: EngineContext): EngineResult {
  const type = T.aliases[key(input.professionalType)] ?? key(input.professionalType);
  const listed = T.professions.includes(type);
  const recognised = input.qualifications.licenceRecognisedInKorea;
  const licence = readiness(input.basicDocuments.degreeAndLicense);
  const needsRecommendation = T.recommendationRequiredFor.includes(type);
  const recommendation =
    !needsRecommendation || readiness(input.qualifications.ministryRecommendationStatus || input.qualifications.ministryRecommendation) === 'READY';
  const inst = input.institutionDocuments;
  const instReady = [inst.businessRegistration, inst.residenceProof].filter((s) => readiness(s) === 'READY').length;
  const b = input.bonuses;
  const bonus = b.goldCard || b.exemptActivity || b.ceoLecture || b.reentryExempt;
  const p = input.penalties;
  const deduction =
    (p.noConsent ? T.penalties.noConsent : 0) +
    (p.lateRegistration ? T.penalties.lateRegistration : 0) +
    (p.restrictedCountry ? T.penalties.restrictedCountry : 0);
  const breakdown: BreakdownItem[] = [
    checkRow('professionalType', C.professionalType, listed, input.professionalType || null, oneOf(T.professions), {
      ko: 'E-5는 법령이 인정하는 전문 직종(변호사·회계사·의사·치과의사·항공기 조종사·선박 해기사)만 해당합니다',
      en: 'E-5 covers the professions Korean law recognises (lawyer, accountant, physician, dentist, pilot, ship officer) only',
      zh: 'E-5仅适用于法律认可的专业职业（律师、会计师、医生、牙医、飞行员、船舶海员）',
      ja: 'E-5は法令で認められた専門職（弁護士・会計士・医師・歯科医師・航空機操縦士・船舶の海技士）のみが対象です',
    }),
    gateRow(
      'recognisedLicence',
      C.recognisedLicence,
      recognised,
      recognised,
      t4('국내 법령상 인정된 자격', 'licence recognised under Korean law', '韩国法律认可的资格', '国内法令で認められた資格'),
      {
        ko: '국내 법령상 인정된 자격이 필요합니다 (예: 의사는 국내 의사 면허, 외국 면허만으로는 불가)',
        en: 'Needs a licence recognised under Korean law (a physician needs a Korean medical licence; a foreign one alone does not count)',
        zh: '需要韩国法律认可的资格（例如医生需要韩国医师执照，仅有外国执照不可）',
        ja: '韓国の法令で認められた資格が必要です（例：医師は韓国の医師免許が必要で、外国の免許のみでは不可）',
      },
    ),
    row('licence', C.licence, {
      points: readinessPoints(licence, C.licence.maxPoints),
      passed: licence === 'READY',
      applicantValue: input.basicDocuments.degreeAndLicense || null,
      threshold: t4('학위와 자격증 모두', 'both degree and licence', '学位和资格证两者兼备', '学位と資格証の両方'),
      improvement:
        licence === 'READY'
          ? null
          : {
              ko: '학위와 자격증을 모두 갖춰야 합니다',
              en: 'Both the degree and the licence are needed',
              zh: '须同时具备学位和资格证',
              ja: '学位と資格証の両方が必要です',
            },
      potentialGain: C.licence.maxPoints - readinessPoints(licence, C.licence.maxPoints),
    }),
    checkRow(
      'ministryRecommendation',
      C.ministryRecommendation,
      recommendation,
      needsRecommendation ? input.qualifications.ministryRecommendationStatus || null : 'not required',
      t4('취득 (항공기 조종사)', 'obtained (pilots)', '已取得（飞行员）', '取得済み（航空機操縦士）'),
      {
        ko: '항공기 조종사는 국토교통부 추천이 필요합니다',
        en: 'Pilots need the transport ministry recommendation',
        zh: '飞行员需要国土交通部的推荐',
        ja: '航空機操縦士には国土交通部の推薦が必要です',
      },
    ),
    checkRow('institution', C.institution, input.employmentInstitution.type !== '', input.employmentInstitution.type || null, COMMON.stated, {
      ko: '고용 기관 유형을 명시하세요',
      en: 'State the employing institution',
      zh: '请注明雇佣机构类型',
      ja: '雇用機関の種類を明記してください',
    }),
    statusPoints('visaDocuments', input.basicDocuments.visaDocuments, {
      ko: '사증 서류를 완비하세요',
      en: 'Complete the visa documents',
      zh: '请备齐签证材料',
      ja: '査証書類をすべて揃えてください',
    }),
    statusPoints('employmentDocuments', input.employmentDocuments, {
      ko: '고용 서류를 준비하세요',
      en: 'Prepare the employment documents',
      zh: '请准备雇佣材料',
      ja: '雇用書類を準備してください',
    }),
    row('institutionDocuments', C.institutionDocuments, {
      points: Math.floor((C.institutionDocuments.maxPoints * instReady) / 2),
      applicantValue: `${instReady}/2`,
      threshold: t4(
        '사업자등록증과 체류지 입증서류 준비 완료',
        'business registration and residence proof ready',
        '营业执照和居留地证明已准备',
        '事業者登録証と滞在地の証明書類の準備済み',
      ),
      improvement:
        instReady < 2
          ? {
              ko: '사업자등록증과 체류지 입증서류를 준비하세요',
              en: 'Prepare the business registration and residence proof',
              zh: '请准备营业执照和居留地证明材料',
              ja: '事業者登録証と滞在地の証明書類を準備してください',
            }
          : null,
      potentialGain: C.institutionDocuments.maxPoints - Math.floor((C.institutionDocuments.maxPoints * instReady) / 2),
    }),
    checkRow(
      'bonus',
      C.bonus,
      bonus,
      bonus,
      t4(
        '골드카드, 면제 활동, CEO 강연 또는 재입국 면제',
        'gold card, exempt activity, CEO lecture or re-entry exemption',
        '金卡、豁免活动、CEO讲座或再入境豁免',
        'ゴールドカード、免除活動、CEO講演、または再入国の免除',
      ),
      { ko: '우대 항목이 있으면 가점', en: 'A bonus item adds points', zh: '有优待项目可获加分', ja: '優遇項目があると加点されます' },
    ),
    penaltyRow(
      'penalty',
      C.penalty,
      -deduction,
      Object.entries(p)
        .filter(([, v]) => v)
        .map(([k]) => k)
        .join(', ') || null,
      t4(
        `동의 없음 -${T.penalties.noConsent}점, 등록 지연 -${T.penalties.lateRegistration}점, 제한 국가 -${T.penalties.restrictedCountry}점`,
        `noConsent -${T.penalties.noConsent}, lateRegistration -${T.penalties.lateRegistration}, restrictedCountry -${T.penalties.restrictedCountry}`,
        `未获同意-${T.penalties.noConsent}分，逾期登记-${T.penalties.lateRegistration}分，限制国家-${T.penalties.restrictedCountry}分`,
        `同意なし-${T.penalties.noConsent}点、登録遅延-${T.penalties.lateRegistration}点、制限国-${T.penalties.restrictedCountry}点`,
      ),
      { ko: '감점 사유를 해소하세요', en: 'Clear the penalty items', zh: '请消除减分事由', ja: '減点事由を解消してください' },
    ),
  ];
  return finalise({ visaType: 'E-5', visaSubtype: null, ruleSet: R, breakdown, providedDocuments: providedDocuments(input) }, ctx);
}
