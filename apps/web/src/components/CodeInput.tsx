import { MessageOutlined } from '@ant-design/icons';
import { Flex, Input, type InputProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { CountdownButton } from './CountdownButton';

export interface CodeInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  value?: string;
  onChange?: (value: string) => void;
  /** Sends the code; a rejection resets the countdown (§4). */
  onSend: () => Promise<unknown>;
  /** Who the code goes to: a different one resets the countdown. */
  recipient?: string;
}

/** A 6-digit verification code with its send button, usable directly as a Form.Item child. */
export function CodeInput({ value, onChange, onSend, recipient, size = 'large', ...inputProps }: CodeInputProps) {
  const { t } = useTranslation();
  return (
    <Flex gap={8}>
      <Input
        {...inputProps}
        size={size}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        prefix={<MessageOutlined style={{ color: 'rgba(0,0,0,0.35)' }} />}
        placeholder={inputProps.placeholder ?? t('auth.codePlaceholder')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
      />
      <CountdownButton onSend={onSend} resetKey={recipient} size={size} style={{ flex: 'none', minWidth: 120 }} data-testid="send-code" />
    </Flex>
  );
}
