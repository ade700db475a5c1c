import { E2_LANGUAGES, E4_TECHNOLOGY_FIELDS, E5_PROFESSIONS, E7_OCCUPATIONS, E8_WORK_TYPES } from '@tov/contracts/visa-options';
import en from '../../src/features/visa/locales/en.json';
import ja from '../../src/features/visa/locales/ja.json';
import ko from '../../src/features/visa/locales/ko.json';
import zh from '../../src/features/visa/locales/zh.json';
import shellEn from '../../src/i18n/locales/en.json';
import shellJa from '../../src/i18n/locales/ja.json';
import shellKo from '../../src/i18n/locales/ko.json';
import shellZh from '../../src/i18n/locales/zh.json';
import { normaliseAssessment, normaliseVisaTypes } from '../../src/api/visa-api';
import { anAssessment } from '../fixtures/assessment';
import { FULL_ASSESSMENT_CODES, VISA_FORMS, defaultValues, fieldLabelKey, visibleSteps } from '../../src/features/visa/forms/definitions';
import { buildEvaluateRequest, buildUserData, clearDraft, loadDraft, saveDraft, validateField, validateFields } from '../../src/features/visa/forms/form-logic';
import {
  FOCUS_DELAY_MS,
  HIGHLIGHT_CLASS,
  HIGHLIGHT_MS,
  SCROLL_OFFSET_ELEMENT,
  SCROLL_OFFSET_FIELD_ERROR,
  SCROLL_OFFSET_TOP,
  scrollToField,
} from '../../src/features/visa/scroll';
import { applicationTypesFor, orderVisaTypes } from '../../src/features/visa/Step1Page';

const get = (tree: unknown, key: string) =>
  key.split('.').reduce<unknown>((n, k) => (n && typeof n === 'object' ? (n as Record<string, unknown>)[k] : undefined), tree);

describe('visa form definitions', () => {
  it('cover the 13 visa types with a dedicated mapper', () => {
    expect(FULL_ASSESSMENT_CODES.sort()).toEqual(['D-10', 'E-1', 'E-10', 'E-2', 'E-3', 'E-4', 'E-5', 'E-6', 'E-7', 'E-8', 'E-9', 'F-2', 'F-6']);
  });

  it('use C1/C2/C3 for E-4 and E-5 and NEW/EXTENSION/CHANGE otherwise', () => {
    expect(applicationTypesFor('E-4')).toEqual(['C1', 'C2', 'C3']);
    expect(applicationTypesFor('E-5')).toEqual(['C1', 'C2', 'C3']);
    expect(applicationTypesFor('D-10')).toEqual(['NEW', 'EXTENSION', 'CHANGE']);
  });

  it('have every label, option and step translated in all four languages', () => {
    const missing: string[] = [];
    for (const def of Object.values(VISA_FORMS)) {
      for (const step of def.steps) {
        for (const [lng, tree] of [
          ['ko', ko],
          ['en', en],
          ['zh', zh],
          ['ja', ja],
        ] as const) {
          if (typeof get(tree, `visa.steps.${step.id}`) !== 'string') missing.push(`${lng}: visa.steps.${step.id}`);
          for (const f of step.fields) {
            if (typeof get(tree, fieldLabelKey(f)) !== 'string') missing.push(`${lng}: ${fieldLabelKey(f)}`);
            for (const o of f.options ?? []) {
              if (typeof o === 'number' || /^[A-Z]-\d/.test(o) || f.name.endsWith('nationality')) continue;
              if (typeof get(tree, `visa.o.${o}`) !== 'string') missing.push(`${lng}: visa.o.${o}`);
            }
          }
        }
      }
      for (const a of def.applicationTypes) for (const tree of [ko, en, zh, ja]) if (!get(tree, `visa.applicationTypes.${a}`)) missing.push(a);
    }
    expect(missing).toEqual([]);
  });

  it('show the extra fields of the application type and of the F-2 subtype only', () => {
    const d10 = VISA_FORMS['D-10']!;
    const names = (t: 'NEW' | 'EXTENSION' | 'CHANGE', v = {}) => visibleSteps(d10, t, v).flatMap((s) => s.fields.map((f) => f.name));
    expect(names('NEW')).not.toContain('currentVisa');
    expect(names('CHANGE')).toContain('currentVisa');
    expect(names('EXTENSION')).toContain('currentVisaExpiry');
    const f2 = VISA_FORMS['F-2']!;
    const f2names = (sub: string) => visibleSteps(f2, 'NEW', { visaSubtype: sub }).flatMap((s) => s.fields.map((f) => f.name));
    expect(f2names('F-2-7')).toContain('income.annual');
    expect(f2names('F-2-7')).not.toContain('familyInfo.relation');
    expect(f2names('F-2-2')).toContain('familyInfo.relation');
    expect(f2names('F-2-71')).toContain('familyInfo.relation');
    expect(f2names('F-2-71')).not.toContain('income.annual');
    expect(f2names('F-2-99')).toContain('income.annual');
  });

  it('asks each question once per form, whatever the application type and sub-type', () => {
    const repeated: string[] = [];
    for (const [code, def] of Object.entries(VISA_FORMS)) {
      // Every value of each field that other fields depend on (a sub-type, a job category, ...).
      const fields = def.steps.flatMap((s) => s.fields);
      const switches = [...new Set(fields.flatMap((f) => (f.when ? [f.when.field] : [])))];
      const variants = [{}, ...switches.flatMap((name) => (fields.find((f) => f.name === name)?.options ?? []).map((o) => ({ [name]: o })))];
      for (const applicationType of def.applicationTypes)
        for (const values of variants) {
          const labels = visibleSteps(def, applicationType, values).flatMap((s) => s.fields.map((f) => fieldLabelKey(f)));
          const twice = labels.filter((l, i) => labels.indexOf(l) !== i);
          if (twice.length > 0) repeated.push(`${code} ${applicationType} ${JSON.stringify(values)}: ${twice.join(', ')}`);
        }
    }
    expect(repeated).toEqual([]);
  });
});

describe('closed lists instead of free text (issue 17)', () => {
  const field = (code: string, name: string, values: Record<string, unknown> = {}, type: 'NEW' | 'EXTENSION' | 'CHANGE' | 'C1' = 'NEW') =>
    visibleSteps(VISA_FORMS[code]!, type, values)
      .flatMap((s) => s.fields)
      .find((f) => f.name === name);

  it.each(['E-7-1', 'E-7-2', 'E-7-3', 'E-7-4'] as const)('offers the occupations of %s in the searchable picker once that sub-type is chosen', (sub) => {
    const job = field('E-7', 'specificJob', { jobCategory: sub });
    expect(job).toMatchObject({ type: 'occupation', required: true, subtypeFrom: 'jobCategory' });
    expect(E7_OCCUPATIONS[sub].length).toBeGreaterThan(0);
  });

  it.each([
    ['E-5', 'professionalType', E5_PROFESSIONS, 'C1'],
    ['E-4', 'technicalProvisionField', E4_TECHNOLOGY_FIELDS, 'C1'],
    ['E-8', 'seasonalEmploymentInfo.seasonalWorkType', E8_WORK_TYPES, 'NEW'],
    ['E-2', 'qualificationInfo.languageTaught', E2_LANGUAGES, 'NEW'],
  ] as const)('offers the %s %s from the contracts list', (code, name, list, type) => {
    expect(field(code, name, {}, type)).toMatchObject({ type: 'select', options: list });
  });

  it('presumes no language taught on the E-2 form: left as it opens, the applicant is asked to choose one', () => {
    const def = VISA_FORMS['E-2']!;
    expect(defaultValues(def)['qualificationInfo.languageTaught']).toBeUndefined();
    const language = field('E-2', 'qualificationInfo.languageTaught', {}, 'NEW')!;
    expect(validateField(language, defaultValues(def)['qualificationInfo.languageTaught'])).not.toBeNull();
    expect(validateField(language, 'CHINESE')).toBeNull();
  });

  it('asks an E-9 worker the years of work on E-9, E-10 or H-2 in the work step, as the E-7-4 condition, and only there', () => {
    for (const type of ['NEW', 'EXTENSION', 'CHANGE'] as const) {
      const steps = visibleSteps(VISA_FORMS['E-9']!, type, {});
      const where = steps.filter((s) => s.fields.some((f) => f.name === 'experienceInfo.koreanWorkExperience')).map((s) => s.id);
      expect(where).toEqual(['work']);
    }
    const years = field('E-9', 'experienceInfo.koreanWorkExperience', {}, 'EXTENSION');
    expect(years).toMatchObject({ type: 'number', min: 0, max: 10, label: 'e9WorkYears' });
    for (const tree of [ko, en, zh, ja]) expect(get(tree, 'visa.f.e9WorkYears')).toEqual(expect.stringContaining('E-9'));
  });

  it('sends the years, TOPIK, pay and employment an E-9 worker gives where the E-7-4 change path reads them', () => {
    const data = buildUserData(VISA_FORMS['E-9']!, 'EXTENSION', {
      'experienceInfo.koreanWorkExperience': '5',
      topikLevel: '3',
      'employmentInfo.salary': '32000000',
      'employmentInfo.currentStatus': 'EMPLOYED',
    });
    expect(data).toMatchObject({ experienceInfo: { koreanWorkExperience: 5 }, topikLevel: 3, employmentInfo: { salary: 32000000, currentStatus: 'EMPLOYED' } });
  });

  it('offers the E-9 sending countries, Tajikistan included, in the nationality list', () => {
    expect(field('E-9', 'personalInfo.nationality')?.options).toEqual(
      expect.arrayContaining(['Tajikistan', 'Kyrgyzstan', 'Laos', 'Bangladesh', 'Pakistan', 'Timor-Leste']),
    );
    for (const tree of [shellKo, shellEn, shellZh, shellJa]) expect(get(tree, 'nationalities.Tajikistan')).toEqual(expect.any(String));
  });
});

describe('visa form logic', () => {
  it('validates required fields, whole numbers within bounds and dates', () => {
    const age = { name: 'personalInfo.age', type: 'number' as const, min: 0, max: 120, required: true };
    expect(validateField(age, '')).toEqual({ key: 'visa.validation.required' });
    expect(validateField(age, '3.5')).toEqual({ key: 'visa.validation.integer' });
    expect(validateField(age, '-1')).toEqual({ key: 'visa.validation.min', params: { min: 0 } });
    expect(validateField(age, '121')).toEqual({ key: 'visa.validation.max', params: { max: 120 } });
    expect(validateField(age, '30')).toBeNull();
    expect(validateField({ name: 'd', type: 'date' }, '2020/01/01')).toEqual({ key: 'visa.validation.date' });
    expect(validateFields([age, { name: 'x', type: 'text' }], {})).toEqual({ 'personalInfo.age': { key: 'visa.validation.required' } });
  });

  it('builds nested userData with integers and YES/NO flags, visible fields only', () => {
    const values = {
      visaSubtype: 'F-2-7',
      'personalInfo.nationality': 'Vietnam',
      'personalInfo.age': '31',
      'education.degree': 'MASTER',
      'education.koreanDegree': 'YES',
      'korean.topik': '5',
      'income.annual': '45000000',
      'familyInfo.relation': 'SPOUSE',
      documentChecklist: ['PASSPORT'],
    };
    const data = buildUserData(VISA_FORMS['F-2']!, 'NEW', values);
    expect(data).toMatchObject({
      visaType: 'F-2',
      visaSubtype: 'F-2-7',
      personalInfo: { nationality: 'Vietnam', age: 31 },
      education: { degree: 'MASTER', koreanDegree: 'YES' },
      korean: { topik: 5 },
      income: { annual: 45000000 },
      documentChecklist: ['PASSPORT'],
    });
    expect(data).not.toHaveProperty('familyInfo');
  });

  it('builds the evaluation request; E-7 and E-1 also carry evaluationInput', () => {
    const e7 = buildEvaluateRequest(VISA_FORMS['E-7']!, 'NEW', { jobCategory: 'E-7-1' }, 'u1');
    expect(e7).toMatchObject({ visaType: 'E-7', applicationType: 'NEW', userId: 'u1', mode: 'smart', options: { autoSave: true, quickCheck: false } });
    expect(e7.evaluationInput).toEqual(e7.userData);
    expect(buildEvaluateRequest(VISA_FORMS['D-10']!, 'NEW', {}, null)).not.toHaveProperty('evaluationInput');
  });

  it('keeps drafts in local storage across reloads', () => {
    saveDraft('D-10', { applicationType: 'CHANGE', values: { a: 1 }, step: 2 });
    expect(loadDraft('D-10')).toMatchObject({ applicationType: 'CHANGE', values: { a: 1 }, step: 2 });
    clearDraft('D-10');
    expect(loadDraft('D-10')).toBeNull();
  });
});

describe('scroll helper', () => {
  it('uses offsets 80/100/120, highlights 2000 ms and focuses after 200 ms', () => {
    expect([SCROLL_OFFSET_TOP, SCROLL_OFFSET_ELEMENT, SCROLL_OFFSET_FIELD_ERROR, HIGHLIGHT_MS, FOCUS_DELAY_MS]).toEqual([80, 100, 120, 2000, 200]);
    jest.useFakeTimers();
    document.body.innerHTML = '<div data-field="personalInfo.age"><input name="personalInfo.age"/></div>';
    const spy = jest.spyOn(window, 'scrollTo');
    expect(scrollToField('personalInfo.age')).toBe(true);
    const box = document.querySelector('[data-field]')!;
    expect(box.classList.contains(HIGHLIGHT_CLASS)).toBe(true);
    expect(spy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    jest.advanceTimersByTime(200);
    expect(document.activeElement).toBe(document.querySelector('input'));
    jest.advanceTimersByTime(1800);
    expect(box.classList.contains(HIGHLIGHT_CLASS)).toBe(false);
    expect(scrollToField('missing')).toBe(false);
    jest.useRealTimers();
  });
});

describe('visa API normalisation (spec 001 §5)', () => {
  it('aliases ids and clamps the score', () => {
    const a = normaliseAssessment(anAssessment({ assessmentId: '', evaluationId: 'e1', score: 140 }));
    expect(a).toMatchObject({ assessmentId: 'e1', evaluationId: 'e1', score: 100 });
    expect(normaliseAssessment(anAssessment({ score: -5 })).score).toBe(0);
  });
  it('throws when visaType or applicationType is missing', () => {
    expect(() => normaliseAssessment(anAssessment({ visaType: '' }))).toThrow(/visaType/);
    expect(() => normaliseAssessment(anAssessment({ applicationType: '' }))).toThrow(/applicationType/);
  });
  it('requires the type list to be an array and orders the 13 full assessments first', () => {
    expect(() => normaliseVisaTypes({ nope: 1 } as never)).toThrow();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const types = normaliseVisaTypes(
      [
        { code: 'H-2', nameKo: '방문취업', nameEn: 'Working visit', fullAssessment: false },
        { code: 'F-2', nameKo: '거주', nameEn: 'Residence', fullAssessment: true },
        { code: 'D-10', nameKo: '구직', nameEn: 'Job seeker', fullAssessment: true },
        { code: '', name: '', nameKo: 'no code', nameEn: '', fullAssessment: false },
      ].map((t) => ({ name: t.nameKo, ...t })),
    );
    warn.mockRestore();
    const { full, other } = orderVisaTypes(types);
    expect(full.map((t) => t.code)).toEqual(['D-10', 'F-2']);
    expect(other.map((t) => t.code)).toEqual(['H-2']);
    expect(orderVisaTypes([]).full).toHaveLength(13);
  });
});
