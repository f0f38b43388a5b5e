import { signFlowCallbackEvents, signFlowCallbackSamples, signFlowCallOrder, signFlowCreateSample } from '@console/contract';
import { Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const pre = {
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  background: '#f6f8fa',
  padding: 12,
  borderRadius: 6,
  fontSize: 12,
  margin: 0,
} as const;

/** Sign flows in the open API: the calls in order, a create body and the callbacks, with their rules. */
export function SignFlowGuide() {
  const { t } = useTranslation();
  return (
    <Card title={t('site.apiref.signFlows.title')} style={{ marginBottom: 16 }} id="sign-flows" data-testid="sign-flow-guide">
      <Typography.Paragraph>{t('site.apiref.signFlows.intro')}</Typography.Paragraph>
      <Typography.Paragraph>
        {signFlowCallOrder.map((path, i) => (
          <span key={path}>
            {i > 0 && ' → '}
            <Typography.Text code>{path}</Typography.Text>
          </span>
        ))}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('site.apiref.signFlows.rules')}</Typography.Paragraph>
      <Typography.Title level={4}>{t('site.apiref.signFlows.createTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('site.apiref.signFlows.createHint')}</Typography.Paragraph>
      <pre style={pre}>{`POST /webgate/platform-api/v1/signFlow/create\n\n${JSON.stringify(signFlowCreateSample, null, 2)}`}</pre>
      <Typography.Title level={4} style={{ marginTop: 16 }}>
        {t('site.apiref.signFlows.callbacksTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('site.apiref.signFlows.callbacksHint')}</Typography.Paragraph>
      <Typography.Paragraph>
        {signFlowCallbackEvents.map((e) => (
          <Tag key={e} style={{ marginBottom: 4 }}>
            {e}
          </Tag>
        ))}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" data-testid="sign-flow-end-hint">
        {t('site.apiref.signFlows.endHint')}
      </Typography.Paragraph>
      <pre style={pre}>{signFlowCallbackSamples.map((s) => JSON.stringify(s, null, 2)).join('\n\n')}</pre>
    </Card>
  );
}
