import type { ReactNode } from 'react';

interface FieldProps {
  name: string;
  label: string;
  error?: string | null;
  hint?: string;
  required?: boolean;
  children: ReactNode;
}

/** One labelled form control with its error shown right under it. */
export function Field({ name, label, error, hint, required, children }: FieldProps) {
  return (
    <div className={`field${error ? ' has-error' : ''}`} data-field={name}>
      <label htmlFor={`f-${name}`}>
        {label}
        {required && <span className="required" aria-hidden="true"> *</span>}
      </label>
      {children}
      {hint && !error && <small className="hint">{hint}</small>}
      {error && (
        <small className="field-error" id={`f-${name}-error`} role="alert" data-testid={`error-${name}`}>
          {error}
        </small>
      )}
    </div>
  );
}
