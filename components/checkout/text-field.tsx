import ui from '@/components/shop/ui.module.css';

interface TextFieldProps {
  name: string;
  label: string;
  defaultValue: string;
  errors?: string[];
  hint?: string;
  optional?: boolean;
  multiline?: boolean;
  type?: 'text' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'tel';
  maxLength?: number;
  className?: string;
}

/** A labelled text field; its hint and errors are tied to it with aria-describedby. */
export function TextField({
  name,
  label,
  defaultValue,
  errors,
  hint,
  optional,
  multiline,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  className,
}: TextFieldProps) {
  const hintId = hint ? `${name}-hint` : '';
  const errorId = errors?.length ? `${name}-error` : '';
  const control = {
    id: name,
    name,
    defaultValue,
    maxLength,
    autoComplete,
    required: !optional,
    'aria-invalid': errors?.length ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  } as const;
  return (
    <div className={`${ui.field} ${className ?? ''}`}>
      <label htmlFor={name} className={ui.label}>
        {label}
        {optional ? <span className={ui.hint}> (optional)</span> : null}
      </label>
      {multiline ? (
        <textarea {...control} className={ui.textarea} />
      ) : (
        <input {...control} type={type} inputMode={inputMode} className={ui.input} />
      )}
      {hint ? (
        <p id={hintId} className={ui.hint}>
          {hint}
        </p>
      ) : null}
      {errors?.length ? (
        <p id={errorId} className={ui.error}>
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
