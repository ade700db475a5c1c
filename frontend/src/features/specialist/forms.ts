import {
  EXPERTISES,
  SCHEDULE_MAX_MINUTES,
  SERVICE_OPTIONS,
  SPECIALIST_AMOUNT_MAX,
  SPECIALIST_BIO_MAX,
  SPECIALIST_CERTIFICATIONS_MAX,
  SPECIALIST_MESSAGE_MAX,
  SPECIALIST_VISA_TYPES,
  type TExpertise,
  type TPrice,
  type TServiceOption,
} from '@tov/contracts';
import { dateKey, localMoment, parseDateKey } from './week';

/**
 * The workspace forms' checks, before anything is sent: the same limits as the contracts, worded in
 * the interface language (an error is a translation key of the `specialist` namespace and its values,
 * so it follows a language change).
 */
export interface FieldError {
  key: string;
  values?: Record<string, string | number>;
}
export type FormErrors = Record<string, FieldError>;

const isWholeNumber = (raw: string) => /^\d+$/.test(raw.trim());

/** An amount in won: a whole number from 1 to SPECIALIST_AMOUNT_MAX (digits and thousands commas accepted). */
export function parseAmount(raw: string): number | null {
  const plain = raw.replace(/[,\s]/g, '');
  if (!isWholeNumber(plain)) return null;
  const n = Number(plain);
  return n >= 1 && n <= SPECIALIST_AMOUNT_MAX ? n : null;
}
const amountError = (raw: string): FieldError | null => {
  if (!raw.trim()) return { key: 'forms.amountRequired' };
  return parseAmount(raw) === null ? { key: 'forms.amountRange', values: { max: SPECIALIST_AMOUNT_MAX.toLocaleString('en') } } : null;
};

export interface QuoteForm {
  amount: string;
  serviceOption: TServiceOption;
  message: string;
  /** `YYYY-MM-DD`, the last day the quote may be accepted. */
  validUntil: string;
}

export function validateQuote(form: QuoteForm, today: Date = new Date()): FormErrors {
  const errors: FormErrors = {};
  const amount = amountError(form.amount);
  if (amount) errors.amount = amount;
  if (!(SERVICE_OPTIONS as readonly string[]).includes(form.serviceOption)) errors.serviceOption = { key: 'forms.choose' };
  if (form.message.length > SPECIALIST_MESSAGE_MAX) errors.message = { key: 'forms.tooLong', values: { max: SPECIALIST_MESSAGE_MAX } };
  const until = parseDateKey(form.validUntil);
  if (!until) errors.validUntil = { key: 'forms.dateRequired' };
  else if (form.validUntil < dateKey(today)) errors.validUntil = { key: 'forms.validUntilPast' };
  return errors;
}

/** The end of the chosen day (local), as the ISO moment the quote stays valid until. */
export function endOfDay(key: string): string | null {
  return localMoment(key, '23:59');
}

export interface ScheduleForm {
  title: string;
  date: string;
  start: string;
  end: string;
}

export function validateSchedule(form: ScheduleForm): FormErrors {
  const errors: FormErrors = {};
  if (!form.title.trim()) errors.title = { key: 'forms.titleRequired' };
  if (!parseDateKey(form.date)) errors.date = { key: 'forms.dateRequired' };
  const starts = localMoment(form.date, form.start);
  const ends = localMoment(form.date, form.end);
  if (!form.start || (parseDateKey(form.date) && !starts)) errors.start = { key: 'forms.timeRequired' };
  if (!form.end || (parseDateKey(form.date) && !ends)) errors.end = { key: 'forms.timeRequired' };
  if (starts && ends && !errors.start && !errors.end) {
    const minutes = (Date.parse(ends) - Date.parse(starts)) / 60_000;
    if (minutes <= 0) errors.end = { key: 'forms.endAfterStart' };
    else if (minutes > SCHEDULE_MAX_MINUTES) errors.end = { key: 'forms.scheduleTooLong', values: { hours: SCHEDULE_MAX_MINUTES / 60 } };
  }
  return errors;
}

export interface VacationForm {
  from: string;
  to: string;
  reason: string;
}

export function validateVacation(form: VacationForm): FormErrors {
  const errors: FormErrors = {};
  if (!parseDateKey(form.from)) errors.from = { key: 'forms.dateRequired' };
  if (!parseDateKey(form.to)) errors.to = { key: 'forms.dateRequired' };
  else if (!errors.from && form.to < form.from) errors.to = { key: 'forms.toAfterFrom' };
  if (form.reason.length > 200) errors.reason = { key: 'forms.tooLong', values: { max: 200 } };
  return errors;
}

export interface ProfileForm {
  name: string;
  expertise: TExpertise | '';
  certifications: string[];
  experienceYears: string;
  languages: string[];
  supportedVisaTypes: string[];
  bio: string;
}

export function validateProfile(form: ProfileForm): FormErrors {
  const errors: FormErrors = {};
  if (!form.name.trim()) errors.name = { key: 'forms.nameRequired' };
  if (!(EXPERTISES as readonly string[]).includes(form.expertise)) errors.expertise = { key: 'forms.choose' };
  const certifications = form.certifications.map((c) => c.trim()).filter(Boolean);
  if (certifications.length === 0) errors.certifications = { key: 'forms.certificationRequired' };
  else if (certifications.length > SPECIALIST_CERTIFICATIONS_MAX)
    errors.certifications = { key: 'forms.certificationMax', values: { max: SPECIALIST_CERTIFICATIONS_MAX } };
  else if (certifications.some((c) => c.length > 200)) errors.certifications = { key: 'forms.tooLong', values: { max: 200 } };
  const years = form.experienceYears.trim();
  if (!isWholeNumber(years) || Number(years) > 60) errors.experienceYears = { key: 'forms.experienceRange' };
  if (form.languages.length === 0) errors.languages = { key: 'forms.languageRequired' };
  else if (form.languages.length > 10) errors.languages = { key: 'forms.languageMax', values: { max: 10 } };
  if (form.supportedVisaTypes.length === 0 || form.supportedVisaTypes.some((v) => !(SPECIALIST_VISA_TYPES as readonly string[]).includes(v))) {
    errors.supportedVisaTypes = { key: 'forms.visaTypeRequired' };
  }
  if (form.bio.length > SPECIALIST_BIO_MAX) errors.bio = { key: 'forms.tooLong', values: { max: SPECIALIST_BIO_MAX } };
  return errors;
}

/** The price list's cells: `option|visaType` -> what was typed. */
export type PriceCells = Record<string, string>;
export const cellKey = (serviceOption: string, visaType: string) => `${serviceOption}|${visaType}`;

/** Checks every filled cell; an empty one is "no price". Returns the errors and the prices to send. */
export function readPrices(cells: PriceCells): { errors: FormErrors; prices: TPrice[] } {
  const errors: FormErrors = {};
  const prices: TPrice[] = [];
  for (const visaType of SPECIALIST_VISA_TYPES) {
    for (const serviceOption of SERVICE_OPTIONS) {
      const key = cellKey(serviceOption, visaType);
      const raw = cells[key] ?? '';
      if (!raw.trim()) continue;
      const amount = parseAmount(raw);
      if (amount === null) errors[key] = { key: 'forms.amountRange', values: { max: SPECIALIST_AMOUNT_MAX.toLocaleString('en') } };
      else prices.push({ serviceOption, visaType, amount });
    }
  }
  return { errors, prices };
}

export function validateMessage(body: string): FormErrors {
  if (!body.trim()) return { body: { key: 'forms.messageRequired' } };
  if (body.length > SPECIALIST_MESSAGE_MAX) return { body: { key: 'forms.tooLong', values: { max: SPECIALIST_MESSAGE_MAX } } };
  return {};
}
