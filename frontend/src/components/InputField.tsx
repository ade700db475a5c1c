interface InputFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  autoComplete?: string;
  error?: string | null;
}

/** A labelled input with its error right under it: the fields of the sign-in screens. */
export function InputField({ name, label, value, onChange, type = 'text', autoComplete, error }: InputFieldProps) {
  return (
    <label className="field">
      <span>{label}</span>
      <input type={type} name={name} autoComplete={autoComplete} value={value} aria-invalid={Boolean(error)} onChange={(e) => onChange(e.target.value)} />
      {error && (
        <small className="field-error" data-testid={`error-${name}`}>
          {error}
        </small>
      )}
    </label>
  );
}
