import { emptyBodySha256, openApiSamples, signatureTestVectors, testVectorSecret } from '@console/contract';
import { Alert, Card, Descriptions, Grid, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type HeaderKey = 'appId' | 'timestamp' | 'nonce' | 'contentSha256' | 'signature' | 'idempotencyKey';

const pre = {
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  background: '#f6f8fa',
  padding: 12,
  borderRadius: 6,
  fontSize: 12,
  margin: 0,
} as const;

const formula =
  'X-Signature = Base64(HMAC-SHA256(secret,\n  METHOD + "\\n" + PATH + "\\n" + CANONICAL_QUERY + "\\n" +\n  X-Timestamp + "\\n" + X-Nonce + "\\n" + X-Content-SHA256))';

const answer = `{
  "code": 0,
  "msg": "Success",
  "data": { "requestId": "8f14e45f-…", "result": "pass", "reason": null, "sandbox": false }
}`;

const requestLine = (p: { method: string; path: string; query: readonly (readonly [string, string])[] }) =>
  `${p.method} ${p.path}${p.query.length ? `?${p.query.map(([k, v]) => `${k}=${v}`).join('&')}` : ''}`;

/** How to call the signed open API: headers, the string to sign, published test vectors and samples in four languages. */
export function OpenApiGuide() {
  const { t } = useTranslation();
  // On a phone a name beside its text leaves the text a few words a line: name above text instead.
  const layout = Grid.useBreakpoint().sm === false ? 'vertical' : 'horizontal';
  const samples = openApiSamples(window.location.origin);
  const header = (name: string, key: HeaderKey) => ({
    key: name,
    label: <Typography.Text code>{name}</Typography.Text>,
    children: t(`site.apiref.guide.headers.${key}`),
  });
  return (
    <Card title={t('site.apiref.guide.title')} style={{ marginBottom: 16 }} id="open-api" data-testid="open-api-guide">
      <Typography.Paragraph>{t('site.apiref.guide.intro')}</Typography.Paragraph>
      <Descriptions
        size="small"
        bordered
        column={1}
        layout={layout}
        // A header's name on one line: the table squeezed "X-Timestamp" into "X-Timestam" + "p".
        styles={{ label: { width: 'min(200px, 40%)', whiteSpace: 'nowrap' } }}
        title={<Typography.Text strong>{t('site.apiref.guide.headersTitle')}</Typography.Text>}
        items={[
          header('X-App-Id', 'appId'),
          header('X-Timestamp', 'timestamp'),
          header('X-Nonce', 'nonce'),
          header('X-Content-SHA256', 'contentSha256'),
          header('X-Signature', 'signature'),
          header('Idempotency-Key', 'idempotencyKey'),
        ]}
      />
      <Typography.Title level={4} style={{ marginTop: 16 }}>
        {t('site.apiref.guide.stringToSign')}
      </Typography.Title>
      <pre style={pre}>{formula}</pre>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('site.apiref.guide.stringToSignHint')} <Typography.Text code>SHA-256("") = {emptyBodySha256}</Typography.Text>
      </Typography.Paragraph>
      <Alert type="info" showIcon title={t('site.apiref.guide.metering')} style={{ marginBottom: 16 }} />

      <Typography.Title level={4}>{t('site.apiref.guide.vectorsTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('site.apiref.guide.vectorsHint')} {t('site.apiref.guide.secret')}: <Typography.Text code>{testVectorSecret}</Typography.Text>
      </Typography.Paragraph>
      {signatureTestVectors.map((v) => (
        <Descriptions
          key={v.name}
          size="small"
          bordered
          column={1}
          layout={layout}
          style={{ marginBottom: 12 }}
          styles={{ label: { width: 'min(200px, 40%)' } }}
          // The request line, which reads the same in every language (the vector's name is English).
          // It wraps on a phone rather than lose its query to the title's ellipsis.
          title={
            <Typography.Text code style={{ whiteSpace: 'normal', wordBreak: 'break-all' }}>
              {requestLine(v.parts)}
            </Typography.Text>
          }
          items={[
            { key: 'body', label: t('site.apiref.guide.body'), children: <code>{v.body || '""'}</code> },
            { key: 'canonical', label: t('site.apiref.guide.canonical'), children: <pre style={pre}>{v.canonical}</pre> },
            { key: 'signature', label: t('site.apiref.guide.signatureLabel'), children: <code>{v.signature}</code> },
          ]}
        />
      ))}

      <Typography.Title level={4}>{t('site.apiref.guide.samplesTitle')}</Typography.Title>
      <Tabs
        items={(['curl', 'node', 'java', 'python'] as const).map((key) => ({
          key,
          label: { curl: 'curl', node: 'Node.js', java: 'Java', python: 'Python' }[key],
          children: <pre style={pre}>{samples[key]}</pre>,
        }))}
      />
      <Typography.Title level={4}>{t('site.apiref.guide.answerTitle')}</Typography.Title>
      <pre style={pre}>{answer}</pre>
    </Card>
  );
}
