import type { TEvaluateRequest } from '@tov/contracts';
import { occupationByCode } from '@tov/contracts/occupation-list';
import { type ApplicationType, type FieldDef, type VisaFormDef, visibleSteps } from './definitions';

export type FormValues = Record<string, unknown>;
export type FormErrors = Record<string, { key: string; params?: Record<string, number> }>;

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** Checks one field; numbers are whole numbers within min/max, dates YYYY-MM-DD. */
export function validateField(f: FieldDef, value: unknown): FormErrors[string] | null {
  if (isEmpty(value)) return f.required && f.type !== 'multi' ? { key: 'visa.validation.required' } : null;
  if (f.type === 'number') {
    const text = String(value).trim();
    if (!/^-?\d+$/.test(text)) return { key: 'visa.validation.integer' };
    const n = Number(text);
    if (f.min !== undefined && n < f.min) return { key: 'visa.validation.min', params: { min: f.min } };
    if (f.max !== undefined && n > f.max) return { key: 'visa.validation.max', params: { max: f.max } };
  }
  if (f.type === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(String(value))) return { key: 'visa.validation.date' };
  return null;
}

export function validateFields(fields: FieldDef[], values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const f of fields) {
    const e = validateField(f, values[f.name]);
    if (e) errors[f.name] = e;
  }
  return errors;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  let node = target;
  for (const p of parts.slice(0, -1)) {
    if (typeof node[p] !== 'object' || node[p] === null) node[p] = {};
    node = node[p] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]!] = value;
}

/** The userData of the evaluation: visible fields only, nested by path; numbers as integers, flags 'YES'/'NO'. */
export function buildUserData(def: VisaFormDef, applicationType: ApplicationType, values: FormValues): Record<string, unknown> {
  const data: Record<string, unknown> = { visaType: def.code, applicationType };
  for (const step of visibleSteps(def, applicationType, values)) {
    for (const f of step.fields) {
      const raw = values[f.name];
      let value: unknown;
      if (f.type === 'number') value = isEmpty(raw) ? undefined : Number.parseInt(String(raw), 10);
      else if (f.type === 'select' && typeof f.options?.[0] === 'number') value = isEmpty(raw) ? undefined : Number(raw);
      else if (f.type === 'multi') value = Array.isArray(raw) ? raw : [];
      else if (f.type === 'list')
        value = isEmpty(raw) ? undefined : (Array.isArray(raw) ? raw.map(String) : String(raw).split(/[,;\n]/)).map((x) => x.trim()).filter(Boolean);
      else if (f.type === 'yesno') value = raw === 'YES' ? 'YES' : raw === 'NO' ? 'NO' : undefined;
      else value = isEmpty(raw) ? undefined : String(raw).trim();
      if (value !== undefined) setPath(data, f.name, value);
      // A code picked from the official list also goes as the code; free text goes alone.
      if (f.type === 'occupation' && f.codeField && typeof value === 'string' && occupationByCode(value)?.code === value) setPath(data, f.codeField, value);
    }
  }
  return data;
}

export const FULL_EVALUATION_OPTIONS = {
  autoSave: true,
  includeRoadmap: true,
  detailed: true,
  quickCheck: false,
  recommendationMode: false,
  changePathMode: false,
} as const;

/** The evaluation request (spec 001 §3); E-7 and E-1 also carry evaluationInput with the same content. */
export function buildEvaluateRequest(def: VisaFormDef, applicationType: ApplicationType, values: FormValues, userId?: string | null): TEvaluateRequest {
  const userData = buildUserData(def, applicationType, values);
  return {
    visaType: def.code,
    applicationType,
    userData,
    ...(userId ? { userId } : {}),
    mode: 'smart',
    options: { ...FULL_EVALUATION_OPTIONS },
    ...(def.code === 'E-7' || def.code === 'E-1' ? { evaluationInput: userData } : {}),
  };
}

/** Drafts survive a reload: one per visa type in local storage. */
export interface Draft {
  applicationType: ApplicationType;
  values: FormValues;
  step: number;
  savedAt: string;
}
export const draftKey = (code: string) => `visaDraft:${code}`;

export function loadDraft(code: string): Draft | null {
  try {
    const raw = localStorage.getItem(draftKey(code));
    if (!raw) return null;
    const d = JSON.parse(raw) as Draft;
    return d && typeof d === 'object' && d.values ? d : null;
  } catch {
    return null;
  }
}

export function saveDraft(code: string, draft: Omit<Draft, 'savedAt'>): void {
  try {
    localStorage.setItem(draftKey(code), JSON.stringify({ ...draft, savedAt: new Date().toISOString() }));
  } catch {
    /* storage full or unavailable */
  }
}

export function clearDraft(code: string): void {
  try {
    localStorage.removeItem(draftKey(code));
  } catch {
    /* ignore */
  }
}
