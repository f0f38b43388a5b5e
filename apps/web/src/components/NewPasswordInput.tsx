import { LockOutlined } from '@ant-design/icons';
import { passwordChecks, passwordPolicy } from '@console/contract/constants';
import { Input } from 'antd';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface NewPasswordInputProps {
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  id?: string;
  placeholder?: string;
  /** A lock in front, as on the sign-in and registration forms. */
  withIcon?: boolean;
  'aria-invalid'?: boolean | 'true' | 'false';
  /** The Form.Item's error and help text, read before the rule. */
  'aria-describedby'?: string;
}

/** What password managers read besides minlength/maxlength: the rule, so a generated password passes. */
const managerHints = { passwordrules: passwordPolicy.rules } as object;

/**
 * A password the person is choosing (registration, reset, change, operators): the one rule shown as
 * a checklist that follows what is typed, and the attributes password managers read to generate a
 * compliant one (autocomplete="new-password", minlength, maxlength, passwordrules). A control of an
 * antd Form.Item (value/onChange); the server still checks the rule and the common-password list.
 */
export function NewPasswordInput({
  value = '',
  onChange,
  id,
  placeholder,
  withIcon,
  'aria-describedby': describedBy,
  ...aria
}: NewPasswordInputProps) {
  const { t } = useTranslation();
  const checks = passwordChecks(value);
  const typed = value.length > 0;
  // Not yet met is neutral (the person is still typing); only a character outside the rule is an error at once.
  const items = [
    { key: 'length', ok: checks.length, wrong: false, text: t('auth.passwordRule.length') },
    { key: 'kinds', ok: checks.kinds >= 2, wrong: false, text: t('auth.passwordRule.kinds') },
    { key: 'characters', ok: typed && checks.characters, wrong: !checks.characters, text: t('auth.passwordRule.characters') },
  ];
  return (
    <>
      <Input.Password
        {...managerHints}
        {...aria}
        id={id}
        value={value}
        onChange={onChange}
        prefix={withIcon ? <LockOutlined /> : undefined}
        placeholder={placeholder}
        autoComplete="new-password"
        minLength={passwordPolicy.minLength}
        maxLength={passwordPolicy.maxLength}
        aria-describedby={[describedBy, id && `${id}-rule`].filter(Boolean).join(' ') || undefined}
      />
      <ul id={id ? `${id}-rule` : undefined} className="password-rule" data-testid="password-rule" style={ruleList}>
        {items.map((item) => (
          <li
            key={item.key}
            data-ok={item.ok}
            style={{ display: 'flex', color: item.ok ? '#237804' : item.wrong ? '#a8071a' : 'rgba(0, 0, 0, 0.65)' }}
          >
            <span aria-hidden style={{ flex: 'none', width: 16 }}>
              {item.ok ? '✓' : item.wrong ? '✗' : '•'}
            </span>
            {item.text}
          </li>
        ))}
      </ul>
    </>
  );
}

const ruleList = { listStyle: 'none', margin: '6px 0 0', padding: 0, fontSize: 13, lineHeight: '20px' } as const;
