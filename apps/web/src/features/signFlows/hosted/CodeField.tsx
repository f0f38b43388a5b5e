import { useTranslation } from 'react-i18next';
import { CountdownButton } from '../../../components/CountdownButton';
import { Field } from '../../../components/light/Field';
import { TextInput } from '../../../components/light/TextInput';
import { MessageIcon } from '../../../components/light/icons';

/**
 * The code sent to the signer on the hosted pages: six digits (anything else typed is dropped) beside
 * the send button and its countdown, the refusal under them. Test ids `<testId>-code`, `<testId>-send`.
 */
export function CodeField({
  value,
  onChange,
  error,
  onSend,
  resetKey,
  testId,
}: {
  value: string;
  onChange: (code: string) => void;
  error: string | undefined;
  onSend: () => Promise<unknown>;
  /** Another recipient (or batch): the countdown starts again. */
  resetKey?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Field error={error}>
      <div className="lt-row">
        <TextInput
          value={value}
          onChange={(v) => onChange(v.replace(/\D/g, '').slice(0, 6))}
          size="large"
          prefix={<MessageIcon />}
          placeholder={t('signFlowHosted.identity.codePlaceholder')}
          aria-label={t('signFlowHosted.identity.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          data-testid={`${testId}-code`}
        />
        <CountdownButton size="large" onSend={onSend} resetKey={resetKey} data-testid={`${testId}-send`} />
      </div>
    </Field>
  );
}
