import { degreeLevel } from '../degrees';
import { readiness } from '../document-status';
import type { E3Input } from '../mappers/e3';
import { key } from '../normalise';
import { E3_PUBLIC_V1 as R } from '../rule-sets/e3';
import { FIGURES, figureAt, share } from '../rule-sets/figures';
import { bandRow, checkRow, penaltyRow, readinessPoints, row } from './criteria';
import { finalise, providedDocuments } from './result';
import type { BreakdownItem, EngineContext, EngineResult } from './types';
import { formatNumber as fmt } from '../format';
import { COMMON, t4 } from '../text';

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
    threshold: t4(
      `박사 25점, 석사 20점; 학사 + 연구 경력 ${T.bachelorWithResearchYears}년 12점`,
      `DOCTORATE 25, MASTER 20; BACHELOR + ${T.bachelorWithResearchYears} years of research 12`,
      `博士25分，硕士20分；学士 + ${T.bachelorWithResearchYears}年研究经历12分`,
      `博士25点、修士20点；学士 + 研究経歴${T.bachelorWithResearchYears}年で12点`,
    ),
    improvement: passed
      ? null
      : {
          ko: '석사 이상 학위 또는 학사 + 연구 경력 3년이 필요합니다',
          en: "Needs a master's, or a bachelor's with 3 years of research",
          zh: '需要硕士及以上学位，或学士学位 + 3年研究经历',
          ja: '修士以上の学位、または学士 + 研究経歴3年が必要です',
        },
    potentialGain: passed ? 0 : (T.education['MASTER'] ?? 0) - points,
  });
}

export function evaluateE3(input: E3Input, ctx: EngineContext): EngineResult {
  const wageFloor = share(figureAt(FIGURES.gniPerCapita, ctx.today), T.wageShareOfGni);
  const scope = key(input.researchActivityScope);
  const compatible = readiness(input.fieldCompatibility) === 'READY' || (input.majorField !== '' && key(input.majorField) === key(input.expectedResearchField));
  const docs = readinessPoints(readiness(input.educationDocumentStatus), 5) + readinessPoints(readiness(input.employmentContractStatus), 5);
  const breakdown: BreakdownItem[] = [
    checkRow(
      'institution',
      C.institution,
      input.researchInstitutionType !== '',
      input.researchInstitutionType || null,
      t4('공공 또는 민간 연구기관', 'a public or private research institution', '公共或民间研究机构', '公的または民間の研究機関'),
      {
        ko: '연구기관(공공·민간)을 명시하세요',
        en: 'Name the public or private research institution',
        zh: '请注明研究机构（公共或民间）',
        ja: '研究機関（公的・民間）を明記してください',
      },
    ),
    checkRow(
      'researchScope',
      C.researchScope,
      scope !== '' && !T.excludedScopes.includes(scope),
      input.researchActivityScope || null,
      t4('자연과학 또는 고도기술', 'natural science or advanced technology', '自然科学或高端技术', '自然科学または高度技術'),
      {
        ko: 'E-3은 자연과학 또는 고도기술 연구에 한정됩니다',
        en: 'E-3 covers natural-science or advanced-technology research only',
        zh: 'E-3仅限自然科学或高端技术研究',
        ja: 'E-3は自然科学または高度技術の研究に限られます',
      },
    ),
    educationRow(input),
    bandRow('researchExperience', C.researchExperience, T.experience, input.researchExperience, { ko: '년', en: 'years', zh: '年', ja: '年' }),
    checkRow(
      'fieldCompatibility',
      C.fieldCompatibility,
      compatible,
      input.fieldCompatibility || input.majorField || null,
      t4('전공과 연구 분야 일치', 'major matches the research field', '专业与研究领域一致', '専攻と研究分野が一致'),
      {
        ko: '전공과 연구 분야의 일치를 입증하면 +10점',
        en: 'Showing the major fits the research field adds 10 points',
        zh: '证明专业与研究领域一致可加10分',
        ja: '専攻と研究分野の一致を証明すると+10点',
      },
    ),
    checkRow(
      'salary',
      C.salary,
      input.expectedAnnualSalary >= wageFloor,
      input.expectedAnnualSalary,
      t4(`연 ${fmt(wageFloor)}원 이상`, `>= ${fmt(wageFloor)} KRW a year`, `年薪${fmt(wageFloor)}韩元以上`, `年${fmt(wageFloor)}ウォン以上`),
      {
        ko: `연봉 ${fmt(wageFloor)}원 이상 시 +10점`,
        en: `Pay of ${fmt(wageFloor)} KRW a year adds 10 points`,
        zh: `年薪达到${fmt(wageFloor)}韩元以上可加10分`,
        ja: `年俸${fmt(wageFloor)}ウォン以上で+10点`,
      },
    ),
    row('documents', C.documents, {
      points: docs,
      applicantValue: `${input.educationDocumentStatus || '-'} / ${input.employmentContractStatus || '-'}`,
      threshold: t4('학위 서류와 계약서 준비 완료', 'degree documents and contract ready', '学位材料和合同已准备', '学位書類と契約書の準備済み'),
      improvement:
        docs < 10
          ? {
              ko: '학위 서류와 고용 계약서를 준비하세요',
              en: 'Get the degree documents and contract ready',
              zh: '请准备学位材料和雇佣合同',
              ja: '学位書類と雇用契約書を準備してください',
            }
          : null,
      potentialGain: 10 - docs,
    }),
    checkRow('recommendation', C.recommendation, readiness(input.mistRecommendation) === 'READY', input.mistRecommendation || null, COMMON.obtained, {
      ko: '과학기술정보통신부 추천서가 있으면 +5점',
      en: 'A science ministry recommendation adds 5 points',
      zh: '持有科学技术信息通信部推荐信可加5分',
      ja: '科学技術情報通信部の推薦書があると+5点',
    }),
    penaltyRow(
      'penalty',
      C.penalty,
      -T.penaltyPerItem * input.penaltyItems.length,
      input.penaltyItems.join(', ') || null,
      t4(`항목당 -${T.penaltyPerItem}점`, `-${T.penaltyPerItem} per item`, `每项-${T.penaltyPerItem}分`, `1項目-${T.penaltyPerItem}点`),
      { ko: '감점 사유를 해소하세요', en: 'Clear the penalty items', zh: '请消除减分事由', ja: '減点事由を解消してください' },
    ),
  ];
  return finalise({ visaType: 'E-3', visaSubtype: null, ruleSet: R, breakdown, providedDocuments: providedDocuments(input) }, ctx);
}
