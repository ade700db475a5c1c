import type { ReactNode } from 'react';

interface FieldProps {
  name: string;
  label: string;
  error?: string | null;
  hint?: string;
  required?: boolean;
  children: ReactNode;
}

/** The ids of a field's control, its error and its hint: the control names them in `aria-describedby`. */
export function fieldIds(name: string) {
  return { control: `f-${name}`, error: `f-${name}-error`, hint: `f-${name}-hint` };
}

/** What a control passes to `aria-describedby`: its error when there is one, else its hint. */
export function describedBy(name: string, { error, hint }: { error?: string | null; hint?: string }): string | undefined {
  const ids = fieldIds(name);
  return error ? ids.error : hint ? ids.hint : undefined;
}

/** One labelled form control with its error shown right under it. */
export function Field({ name, label, error, hint, required, children }: FieldProps) {
  return (
    <div className={`field${error ? ' has-error' : ''}`} data-field={name}>
      <label htmlFor={`f-${name}`}>
        {label}
        {required && (
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <small className="hint" id={fieldIds(name).hint}>
          {hint}
        </small>
      )}
      {error && (
        <small className="field-error" id={`f-${name}-error`} role="alert" data-testid={`error-${name}`}>
          {error}
        </small>
      )}
    </div>
  );
}
