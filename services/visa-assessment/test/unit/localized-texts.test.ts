import { ZAssessmentSchema, ZRequiredDocumentSchema } from '@tov/contracts';
import { toAssessmentView } from '../../src/assessment-view';
import { SUPPORTED_VISA_TYPES, assess, buildRoadmap, getRequiredDocuments, type EngineResult, type Text } from '../../src/domain';
import { compactResult, restoreResult } from '../../src/store/stored-result';
import { ELIGIBLE_FORMS, TODAY } from './fixtures';

const context = { today: TODAY, now: new Date(`${TODAY}T00:00:00Z`) };
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
const HAN = /[\u4e00-\u9fff]/;
const KANA = /[\u3040-\u30ff]/;

/**
 * Every text of a result, named by where it is; `sentence` marks the texts written as sentences
 * (improvements, recommendations, reasons, roadmap steps), which in Japanese always carry kana.
 * Labels and thresholds can be all kanji in Japanese (年齢, 博士30点), so they are checked for
 * Chinese characters or kana and no Hangul.
 */
function textsOf(result: EngineResult): Array<{ where: string; text: Text; sentence: boolean }> {
  const out: Array<{ where: string; text: Text; sentence: boolean }> = [];
  for (const row of result.breakdown) {
    out.push({ where: `${row.criterion}.label`, text: row.label, sentence: false });
    out.push({ where: `${row.criterion}.threshold`, text: row.threshold, sentence: false });
    if (row.improvement) out.push({ where: `${row.criterion}.improvement`, text: row.improvement, sentence: true });
  }
  result.recommendationTexts.forEach((text, i) => out.push({ where: `recommendation ${i}`, text, sentence: true }));
  result.changePaths.forEach((p) => {
    out.push({ where: `changePath ${p.visaSubtype ?? p.visaType}`, text: p.reasonText, sentence: true });
    for (const c of p.missingConditions) out.push({ where: `changePath ${p.visaSubtype ?? p.visaType} missing ${c.condition}`, text: c.text, sentence: false });
  });
  for (const step of buildRoadmap(result)) {
    out.push({ where: `roadmap ${step.step}.title`, text: step.titleText, sentence: false });
    out.push({ where: `roadmap ${step.step}.detail`, text: step.detailText, sentence: true });
  }
  return out;
}

/** Answer codes of the forms (degree levels) that Chinese and Japanese texts translate, never show. */
const FORM_CODE = /\b(DOCTORATE|MASTER|BACHELOR|ASSOCIATE|HIGH_SCHOOL)\b/;

/** What is wrong with a text, or '' when each language reads as itself. */
function problems(text: Text, sentence: boolean): string {
  const wrong: string[] = [];
  for (const lng of ['ko', 'en', 'zh', 'ja'] as const) if (text[lng].trim() === '') wrong.push(`${lng} empty`);
  if (!HANGUL.test(text.ko)) wrong.push('ko has no Hangul');
  if (HANGUL.test(text.en)) wrong.push('en has Hangul');
  if (!HAN.test(text.zh) || HANGUL.test(text.zh) || KANA.test(text.zh)) wrong.push('zh is not Chinese');
  if (HANGUL.test(text.ja) || !(KANA.test(text.ja) || HAN.test(text.ja))) wrong.push('ja is not Japanese');
  if (sentence && !KANA.test(text.ja)) wrong.push('ja sentence has no kana');
  for (const lng of ['zh', 'ja'] as const) if (FORM_CODE.test(text[lng])) wrong.push(`${lng} shows a form code (${FORM_CODE.exec(text[lng])?.[0]})`);
  return wrong.join(', ');
}

/** Forms that reach most rows and texts: the qualifying one, an empty one, and per-subtype variants. */
function samples(visaType: string): Array<{ name: string; applicationType: string; form: Record<string, unknown>; ruleSet: 'spec' | 'current' }> {
  const eligible = ELIGIBLE_FORMS[visaType]!;
  const out: Array<{ name: string; applicationType: string; form: Record<string, unknown>; ruleSet: 'spec' | 'current' }> = [];
  for (const ruleSet of ['current', 'spec'] as const) {
    out.push({ name: `eligible, ${ruleSet}`, applicationType: eligible.applicationType, form: eligible.form, ruleSet });
    for (const applicationType of ['NEW', 'EXTENSION', 'CHANGE'])
      out.push({ name: `empty ${applicationType}, ${ruleSet}`, applicationType, form: {}, ruleSet });
  }
  const subtypes: Record<string, string[]> = {
    'F-2': ['F-2-7', 'F-2-99', 'F-2-R', 'F-2-1', 'F-2-2', 'F-2-3', 'F-2-71'],
    'F-6': ['F-6-1', 'F-6-2', 'F-6-3'],
    'E-7': ['E-7-1', 'E-7-2', 'E-7-3', 'E-7-4'],
    'E-6': ['E-6-1', 'E-6-2', 'E-6-3'],
    'E-10': ['E-10-1', 'E-10-2', 'E-10-3'],
  };
  for (const s of subtypes[visaType] ?? []) {
    const form = { visaSubtype: s, subcategory: s, category: s, marriageCategory: s, e6SubCategory: s, e10SubType: s };
    out.push({ name: `empty ${s}`, applicationType: 'CHANGE', form, ruleSet: 'current' });
    out.push({ name: `eligible as ${s}`, applicationType: eligible.applicationType, form: { ...eligible.form, ...form }, ruleSet: 'current' });
  }
  return out;
}

describe('the four-language texts of a result', () => {
  it('covers the 13 full-assessment visa types', () => {
    expect(SUPPORTED_VISA_TYPES).toHaveLength(13);
  });

  it.each([...SUPPORTED_VISA_TYPES])('reads in Korean, English, Chinese and Japanese for %s', (visaType) => {
    const wrong: string[] = [];
    let count = 0;
    for (const s of samples(visaType)) {
      const { result } = assess(visaType, s.applicationType, s.form, { ...context, ruleSet: s.ruleSet });
      for (const { where, text, sentence } of textsOf(result)) {
        count++;
        const p = problems(text, sentence);
        if (p) wrong.push(`${s.name} ${where}: ${p} ${JSON.stringify(text)}`);
      }
      // The Korean-only spec fields are the Korean of the four-language ones.
      expect(result.recommendations).toEqual(result.recommendationTexts.map((t) => t.ko));
      for (const p of result.changePaths) expect(p.reason).toBe(p.reasonText.ko);
    }
    expect(wrong).toEqual([]);
    expect(count).toBeGreaterThan(20);
  });

  it('gives change-path reasons in the four languages', () => {
    const form = {
      visaSubtype: 'F-2-7',
      currentVisa: 'F-2-7',
      stayDuration: '4',
      personalInfo: { age: '33' },
      education: { level: 'MASTER' },
      korean: { topik: '5' },
      income: { annual: '70000000' },
    };
    const { result } = assess('F-2', 'EXTENSION', form, context);
    expect(result.changePaths.length).toBeGreaterThan(0);
    for (const p of result.changePaths) expect(problems(p.reasonText, true)).toBe('');
  });

  it.each([...SUPPORTED_VISA_TYPES])('names every required document of %s in the four languages', (visaType) => {
    for (const applicationType of ['NEW', 'EXTENSION', 'CHANGE']) {
      for (const doc of getRequiredDocuments(visaType, applicationType)) {
        expect(ZRequiredDocumentSchema.parse(doc)).toEqual(doc);
        expect(problems(doc, false)).toBe('');
      }
    }
  });

  it('answers a view the contract accepts, with the roadmap steps in the four languages', () => {
    const { applicationType, form } = ELIGIBLE_FORMS['D-10']!;
    const { result } = assess('D-10', applicationType, form, context);
    const view = toAssessmentView({ id: 'a1', result, saved: true, mode: 'full', evaluatedAt: new Date(0), includeRoadmap: true });
    expect(ZAssessmentSchema.parse(view)).toBeTruthy();
    for (const step of view.roadmap ?? []) {
      expect(step.title).toBe(step.titleText.ko);
      expect(step.detail).toBe(step.detailText.ko);
    }
  });
});

describe('a result stored before the texts were translated', () => {
  /** The result as it was stored then: thresholds as strings, labels and improvements in Korean and English, no *Text fields. */
  function oldStored(result: EngineResult): Record<string, unknown> {
    const compact = JSON.parse(JSON.stringify(compactResult(result))) as Record<string, unknown> & {
      breakdown: Array<Record<string, unknown>>;
      changePaths: Array<Record<string, unknown>>;
    };
    delete compact['recommendationTexts'];
    return {
      ...compact,
      breakdown: compact.breakdown.map((row) => {
        const improvement = row['improvement'] as Text | null;
        const label = row['label'] as Text | undefined;
        return {
          ...row,
          threshold: (row['threshold'] as Text).en,
          improvement: improvement ? { ko: improvement.ko, en: improvement.en } : null,
          ...(label ? { label: { ko: label.ko, en: label.en } } : {}),
        };
      }),
      changePaths: compact.changePaths.map((p) => ({ visaType: p['visaType'], visaSubtype: p['visaSubtype'], reason: p['reason'] })),
    };
  }

  it('shows its one-language texts in every language, and the API view still parses', () => {
    const form = {
      visaSubtype: 'F-2-7',
      currentVisa: 'F-2-7',
      stayDuration: '4',
      personalInfo: { age: '33' },
      education: { level: 'MASTER' },
      korean: { topik: '5' },
      income: { annual: '70000000' },
    };
    const { result } = assess('F-2', 'EXTENSION', form, context);
    expect(result.changePaths.length).toBeGreaterThan(0);
    const old = oldStored(result);
    const restored = restoreResult(JSON.parse(JSON.stringify(old)));

    const row = restored.breakdown[0]!;
    const threshold = result.breakdown[0]!.threshold.en;
    expect(row.threshold).toEqual({ ko: threshold, en: threshold, zh: threshold, ja: threshold });
    expect(row.label).toEqual(result.breakdown[0]!.label);
    for (const r of restored.breakdown) {
      if (r.improvement) expect(r.improvement.zh).toBe(r.improvement.en);
    }
    expect(restored.recommendationTexts).toEqual(result.recommendations.map((k) => ({ ko: k, en: k, zh: k, ja: k })));
    expect(restored.recommendations).toEqual(result.recommendations);
    const reason = result.changePaths[0]!.reason;
    expect(restored.changePaths[0]).toEqual({
      visaType: result.changePaths[0]!.visaType,
      visaSubtype: result.changePaths[0]!.visaSubtype,
      reason,
      reasonText: { ko: reason, en: reason, zh: reason, ja: reason },
      eligible: true,
      missingConditions: [],
    });

    const view = toAssessmentView({ id: 'old', result: restored, saved: true, mode: 'full', evaluatedAt: new Date(0), includeRoadmap: true });
    expect(ZAssessmentSchema.parse(view).breakdown[0]!.threshold.zh).toBe(threshold);
  });

  it('restores a change path stored before paths had conditions as open, with nothing missing (only open paths were stored then)', () => {
    const reasonText = { ko: '영주 가능', en: 'F-5 possible', zh: '可申请永久居住', ja: '永住申請を検討できます' };
    const stored = { ...JSON.parse(JSON.stringify(compactResult(assess('E-8', 'NEW', {}, context).result))) };
    stored.changePaths = [{ visaType: 'F-5', visaSubtype: 'F-5-16', reason: reasonText.ko, reasonText }];
    expect(restoreResult(stored).changePaths).toEqual([
      { visaType: 'F-5', visaSubtype: 'F-5-16', reason: reasonText.ko, reasonText, eligible: true, missingConditions: [] },
    ]);
  });

  it('keeps a stored row whose label differs from its rule set, filling Chinese and Japanese with the English', () => {
    const { applicationType, form } = ELIGIBLE_FORMS['D-10']!;
    const { result } = assess('D-10', applicationType, form, context);
    const old = oldStored(result) as { breakdown: Array<Record<string, unknown>> };
    old.breakdown[0] = { ...old.breakdown[0], label: { ko: '다른 이름', en: 'Another name' } };
    const restored = restoreResult(JSON.parse(JSON.stringify(old)));
    expect(restored.breakdown[0]!.label).toEqual({ ko: '다른 이름', en: 'Another name', zh: 'Another name', ja: 'Another name' });
  });
});
