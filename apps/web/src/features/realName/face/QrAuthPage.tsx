import type { FaceMode } from '@console/contract';
import { Card, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SubmitButton } from '../../../components/SubmitButton';
import { type FaceElements, faceApi } from './api';
import { refusalText } from './failure';
import { IdentityFields } from './IdentityFields';
import { realNamePages } from './paths';
import { QrFollow } from './QrFollow';
import { useTicket } from './useTicket';

type Values = Omit<FaceElements, 'mode'>;

/** faceBarcodes / blinkBarcodes: a QR code for the phone, then the outcome as soon as it is known. */
export function QrAuthPage({ mode }: { mode: FaceMode }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const tickets = useTicket(faceApi.ticket);

  const submit = async (values: Values) => {
    await tickets
      .generate({ mode, name: values.name.trim(), idNumber: values.idNumber.trim() })
      .catch((error: unknown) => refusalText(form, error));
  };

  return (
    <Card title={t(mode === 'face' ? 'routes.faceBarcodes' : 'routes.blinkBarcodes')}>
      {tickets.ticket ? (
        <QrFollow
          key={tickets.ticket.id}
          ticket={tickets.ticket}
          purpose="authenticate"
          onRegenerate={tickets.regenerate}
          onRestart={tickets.reset}
          regenerating={tickets.generating}
        />
      ) : (
        <>
          <Typography.Paragraph type="secondary" style={{ maxWidth: 760 }}>
            {t('realName.face.qr.intro')}
          </Typography.Paragraph>
          <Form
            form={form}
            layout="vertical"
            size="large"
            onFinish={(v) => void submit(v)}
            initialValues={tickets.elements ?? undefined}
            style={{ maxWidth: 420 }}
            data-testid="qr-form"
          >
            <IdentityFields disabled={tickets.generating} />
            <SubmitButton submitting={tickets.generating}>{t('realName.face.qr.generate')}</SubmitButton>
            <div style={{ marginTop: 16, textAlign: 'center' }}>
              <Link to={mode === 'face' ? realNamePages.face : realNamePages.blink}>{t('realName.face.form.useComputer')}</Link>
            </div>
          </Form>
        </>
      )}
    </Card>
  );
}
