import { type InputHTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LightSize, sizeClass } from './Button';
import { useFieldState } from './Field';
import { EyeIcon, EyeInvisibleIcon } from './icons';
import './light.css';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'size' | 'prefix'> {
  value?: string;
  /** Called with the new text (not the event), the contract an antd Form.Item expects of its control. */
  onChange?: (value: string) => void;
  prefix?: ReactNode;
  size?: LightSize;
  /** An error look without a Field around the input (a Form.Item says so through aria-invalid). */
  status?: 'error';
  ref?: Ref<HTMLInputElement>;
}

/** A one-line input in antd's look; type=password gets a show/hide toggle. */
export function TextInput({
  value,
  onChange,
  prefix,
  size,
  status,
  type = 'text',
  className,
  disabled,
  ref,
  ...inputProps
}: TextInputProps) {
  const { t } = useTranslation();
  const field = useFieldState();
  const [revealed, setRevealed] = useState(false);
  const ariaInvalid = inputProps['aria-invalid'];
  const invalid = field.invalid || status === 'error' || ariaInvalid === true || ariaInvalid === 'true';
  const password = type === 'password';
  const classes = `lt-input${sizeClass('lt-input', size)}${invalid ? ' lt-input-error' : ''}${disabled ? ' lt-input-disabled' : ''}${className ? ` ${className}` : ''}`;
  return (
    <span className={classes}>
      {prefix && <span className="lt-input-prefix">{prefix}</span>}
      <input
        aria-describedby={field.describedBy}
        {...inputProps}
        ref={ref}
        type={password && revealed ? 'text' : type}
        value={value ?? ''}
        onChange={(e) => onChange?.(e.target.value)}
        disabled={disabled}
        aria-invalid={invalid || undefined}
      />
      {password && (
        <button
          type="button"
          className="lt-input-toggle"
          aria-label={t(revealed ? 'auth.passwordVisibility.hide' : 'auth.passwordVisibility.show')}
          aria-pressed={revealed}
          // The caret stays in the password while its visibility changes.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => setRevealed((r) => !r)}
          disabled={disabled}
        >
          {revealed ? <EyeIcon /> : <EyeInvisibleIcon />}
        </button>
      )}
    </span>
  );
}
