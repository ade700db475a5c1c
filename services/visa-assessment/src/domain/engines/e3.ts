import { degreeLevel } from '../degrees';
import { readiness } from '../document-status';
import type { E3Input } from '../mappers/e3';
import { key } from '../normalise';
import { E3_PUBLIC_V1 as R } from '../rule-sets/e3';
import { GNI_PER_CAPITA, figureAt, share } from '../rule-sets/figures';
import { bandRow, checkRow, penaltyRow, readinessPoints, row } from './criteria';
import { finalise, providedDocuments } from './result';
import type { BreakdownItem, EngineContext, EngineResult } from './types';
import { formatNumber as fmt } from '../format';

const C = R.criteria;
const T = R.tables;

function educationRow(input: E3Input): BreakdownItem {
  const level = degreeLevel(input.educationLevel || input.educationInfo.highestDegree);
  const bachelorRoute = level === 'BACHELOR' && input.researchExperience >= T.bachelorWithResearchYears;
  const points = T.education[level] ?? (bachelorRoute ? T.bachelorWithResearchPoints : level === 'BACHELOR' ? T.bachelorPoints : 0);
  const passed = level in T.education || bachelorRoute;
  return row('education', C.education, {
    points,
    passed,
    applicantValue: level,
    threshold: `DOCTORATE 25, MASTER 20; BACHELOR + ${T.bachelorWithResearchYears} years of research 12`,
    improvement: passed ? null : { ko: '석사 이상 학위 또는 학사 + 연구 경력 3년이 필요합니다', en: "Needs a master's, or a bachelor's with 3 years of research" },
    potentialGain: passed ? 0 : (T.education['MASTER'] ?? 0) - points,
  });
}

export function evaluateE3(input: E3Input, ctx: EngineContext): EngineResult {
  const wageFloor = share(figureAt(GNI_PER_CAPITA, ctx.today), T.wageShareOfGni);
  const scope = key(input.researchActivityScope);
  const compatible = readiness(input.fieldCompatibility) === 'READY' ||
    (input.majorField !== '' && key(input.majorField) === key(input.expectedResearchField));
  const docs = readinessPoints(readiness(input.educationDocumentStatus), 5) + readinessPoints(readiness(input.employmentContractStatus), 5);
  const breakdown: BreakdownItem[] = [
    checkRow('institution', C.institution, input.researchInstitutionType !== '', input.researchInstitutionType || null, 'a public or private research institution',
      { ko: '연구기관(공공·민간)을 명시하세요', en: 'Name the public or private research institution' }),
    checkRow('researchScope', C.researchScope, scope !== '' && !T.excludedScopes.includes(scope), input.researchActivityScope || null,
      'natural science or advanced technology', { ko: 'E-3은 자연과학 또는 고도기술 연구에 한정됩니다', en: 'E-3 covers natural-science or advanced-technology research only' }),
    educationRow(input),
    bandRow('researchExperience', C.researchExperience, T.experience, input.researchExperience, { ko: '년', en: 'years' }),
    checkRow('fieldCompatibility', C.fieldCompatibility, compatible, input.fieldCompatibility || input.majorField || null, 'major matches the research field',
      { ko: '전공과 연구 분야의 일치를 입증하면 +10점', en: 'Showing the major fits the research field adds 10 points' }),
    checkRow('salary', C.salary, input.expectedAnnualSalary >= wageFloor, input.expectedAnnualSalary, `>= ${fmt(wageFloor)} KRW a year`,
      { ko: `연봉 ${fmt(wageFloor)}원 이상 시 +10점`, en: `Pay of ${fmt(wageFloor)} KRW a year adds 10 points` }),
    row('documents', C.documents, {
      points: docs,
      applicantValue: `${input.educationDocumentStatus || '-'} / ${input.employmentContractStatus || '-'}`,
      threshold: 'degree documents and contract ready',
      improvement: docs < 10 ? { ko: '학위 서류와 고용 계약서를 준비하세요', en: 'Get the degree documents and contract ready' } : null,
      potentialGain: 10 - docs,
    }),
    checkRow('recommendation', C.recommendation, readiness(input.mistRecommendation) === 'READY', input.mistRecommendation || null, 'obtained',
      { ko: '과학기술정보통신부 추천서가 있으면 +5점', en: 'A science ministry recommendation adds 5 points' }),
    penaltyRow('penalty', C.penalty, -T.penaltyPerItem * input.penaltyItems.length, input.penaltyItems.join(', ') || null, `-${T.penaltyPerItem} per item`,
      { ko: '감점 사유를 해소하세요', en: 'Clear the penalty items' }),
  ];
  return finalise({ visaType: 'E-3', visaSubtype: null, ruleSet: R, breakdown, providedDocuments: providedDocuments(input) }, ctx);
}
