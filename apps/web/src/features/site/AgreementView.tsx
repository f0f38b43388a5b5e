import { PrinterOutlined } from '@ant-design/icons';
import type { AgreementId, LegalSection } from '@console/phrases/legal';
import { Anchor, Button, Card, Col, Divider, Flex, FloatButton, Grid, Result, Row, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ClauseText } from './legal/ClauseText';
import { useLegalDocument } from './legal/useLegalDocument';
import './legal/agreement.css';

/** One agreement: version and dates, a table of contents with anchors, numbered sections, print. */
export function AgreementView({ id }: { id: AgreementId }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const { document: doc, meta, error, refetch } = useLegalDocument(id);

  useEffect(() => {
    // The print rules hide the site frame only while an agreement is on screen.
    document.body.classList.add('agreement-printing');
    return () => document.body.classList.remove('agreement-printing');
  }, []);
  const { hash } = useLocation();
  const loaded = Boolean(doc);
  useEffect(() => {
    // The text arrives after the page: only then can a link to a section land on it. Without a
    // section, a new agreement starts at its top, not where the previous page was scrolled to.
    if (!loaded) return;
    const section = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (section) section.scrollIntoView();
    else document.documentElement.scrollTop = 0;
  }, [id, loaded, hash]);
  useEffect(() => {
    // The document's own title, so a printout or a bookmark names the agreement.
    if (doc) document.title = `${doc.title} - ${t('common.appName')}`;
  }, [doc, t]);

  if (error && !doc) {
    return (
      <Result
        status="error"
        title={t('site.legal.loadFailed')}
        extra={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (!doc) {
    return (
      <Card>
        <Skeleton active title paragraph={{ rows: 14 }} />
      </Card>
    );
  }

  const sections: [string, LegalSection][] = Object.entries(doc.sections);
  const anchorId = (key: string) => `${id}-${key}`;
  const formatDate = (iso: string) => dayjs(iso).format(t('site.legal.dateFormat'));

  return (
    <Card className="agreement-document" styles={{ body: { padding: screens.md ? '32px 40px' : 20 } }} data-testid="agreement">
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <div>
          <Typography.Title level={2} style={{ marginTop: 0, marginBottom: 12 }}>
            {doc.title}
          </Typography.Title>
          <Space separator={<Divider orientation="vertical" />} wrap>
            <Tag color="blue" style={{ marginInlineEnd: 0 }}>
              {t('site.legal.version', { version: meta.version })}
            </Tag>
            <Typography.Text type="secondary">{t('site.legal.effective', { date: formatDate(meta.effectiveDate) })}</Typography.Text>
            <Typography.Text type="secondary">{t('site.legal.lastUpdated', { date: formatDate(meta.updatedDate) })}</Typography.Text>
          </Space>
        </div>
        <Button className="agreement-actions" icon={<PrinterOutlined />} onClick={() => window.print()}>
          {t('site.legal.print')}
        </Button>
      </Flex>
      <Divider />
      <Row gutter={[40, 24]}>
        <Col xs={24} lg={7} className="agreement-toc">
          <Typography.Text strong>{t('site.legal.contents')}</Typography.Text>
          <Anchor
            affix={Boolean(screens.lg)}
            offsetTop={16}
            style={{ marginTop: 8 }}
            items={sections.map(([key, section], i) => ({ key, href: `#${anchorId(key)}`, title: `${i + 1}. ${section.heading}` }))}
          />
        </Col>
        <Col xs={24} lg={17}>
          <div className="agreement-preamble">
            {doc.preamble.map((paragraph, i) => (
              <Typography.Paragraph key={i} style={{ marginBottom: i === doc.preamble.length - 1 ? 0 : 12 }}>
                <ClauseText text={paragraph} />
              </Typography.Paragraph>
            ))}
          </div>
          {sections.map(([key, section], i) => (
            <section key={key} id={anchorId(key)} className="agreement-section">
              <Typography.Title level={4}>
                {i + 1}. {section.heading}
              </Typography.Title>
              {section.clauses.map((clause, j) => (
                <p key={j} className="agreement-clause">
                  <span className="agreement-clause-number">
                    {i + 1}.{j + 1}
                  </span>
                  <span>
                    <ClauseText text={clause} />
                  </span>
                </p>
              ))}
            </section>
          ))}
        </Col>
      </Row>
      <FloatButton.BackTop tooltip={t('site.legal.backToTop')} />
    </Card>
  );
}
