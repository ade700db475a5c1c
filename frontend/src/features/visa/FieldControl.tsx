import { useTranslation } from 'react-i18next';
import { Field, describedBy } from '../../components/Field';
import { fieldLabelKey, type FieldDef } from './forms/definitions';
import type { FormErrors } from './forms/form-logic';
import { OccupationPicker } from '../../components/OccupationPicker';

const optionLabel = (t: (k: string, o?: Record<string, unknown>) => string, f: FieldDef, o: string | number) => {
  if (typeof o === 'number') return String(o);
  if (f.name.endsWith('nationality')) return t(`nationalities.${o}`);
  // A visa (sub)type: its code with its name, e.g. "F-2-7 · Points-based residence".
  if (/^[A-Z]-\d/.test(o)) return t(`visa.subtypes.${o}`, { defaultValue: o });
  return t(`visa.o.${o}`, { defaultValue: o });
};

export function FieldControl({
  field,
  value,
  error,
  optionLabels,
  subType,
  onChange,
}: {
  field: FieldDef;
  value: unknown;
  error?: FormErrors[string];
  /** Labels the service gave for the options (the documents of a visa type), by option value. */
  optionLabels?: Record<string, string>;
  /** `occupation` fields: the sub-type chosen, whose occupations are listed. */
  subType?: string;
  onChange: (v: unknown) => void;
}) {
  const { t } = useTranslation('visa');
  const id = `f-${field.name}`;
  const label = t(fieldLabelKey(field));
  const errorText = error ? t(error.key, error.params) : null;
  const described = describedBy(field.name, { error: errorText });
  const labelOf = (o: string | number) => optionLabels?.[String(o)] ?? optionLabel(t, field, o);
  let control;
  if (field.type === 'occupation') {
    control = (
      <OccupationPicker
        id={id}
        name={field.name}
        value={typeof value === 'string' ? value : ''}
        subType={subType}
        invalid={Boolean(error)}
        describedBy={described}
        onChange={onChange}
      />
    );
  } else if (field.type === 'select') {
    control = (
      <select
        id={id}
        name={field.name}
        value={value === undefined || value === null ? '' : String(value)}
        aria-invalid={Boolean(error)}
        aria-describedby={described}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t('common.choose')}</option>
        {field.options?.map((o) => (
          <option key={String(o)} value={String(o)}>
            {labelOf(o)}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'yesno') {
    control = (
      <select
        id={id}
        name={field.name}
        value={typeof value === 'string' ? value : ''}
        aria-invalid={Boolean(error)}
        aria-describedby={described}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t('common.choose')}</option>
        <option value="YES">{t('common.yes')}</option>
        <option value="NO">{t('common.no')}</option>
      </select>
    );
  } else if (field.type === 'multi') {
    const list = Array.isArray(value) ? (value as string[]) : [];
    control = (
      <div id={id} className="choice-grid" role="group" aria-label={label} aria-describedby={described}>
        {field.options?.map((o) => (
          <label key={String(o)} className="checkbox">
            <input
              type="checkbox"
              name={field.name}
              value={String(o)}
              checked={list.includes(String(o))}
              onChange={(e) => onChange(e.target.checked ? [...list, String(o)] : list.filter((x) => x !== String(o)))}
            />
            {labelOf(o)}
          </label>
        ))}
      </div>
    );
  } else {
    control = (
      <input
        id={id}
        name={field.name}
        type={field.type === 'number' ? 'number' : field.type === 'date' ? 'date' : 'text'}
        inputMode={field.type === 'number' ? 'numeric' : undefined}
        min={field.min}
        max={field.max}
        value={value === undefined || value === null ? '' : String(value)}
        aria-invalid={Boolean(error)}
        aria-describedby={described}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return (
    <Field name={field.name} label={label} error={errorText} required={field.required}>
      {control}
    </Field>
  );
}
