import type { PersonalSignature } from '@console/contract';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RealNameRequired } from '../../realName';
import { DrawSignatureDialog } from './DrawSignatureDialog';
import { NameSealDialog } from './NameSealDialog';
import { SignatureCard } from './SignatureCard';
import { signaturesApi, signaturesKey } from './api';
import '../seals.css';
import './signatures.css';

/**
 * Personal center › my signatures: the person's name seals and handwritten signatures as cards, the
 * default marked; draw one on the pad or generate a name seal — once their real-name authentication
 * passed (before that the page says so and leads there; what they have stays listed).
 */
export default function MySignaturesPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<'draw' | 'nameSeal' | null>(null);
  const signatures = useInfiniteQuery({
    queryKey: signaturesKey,
    queryFn: ({ pageParam }) => signaturesApi.list(pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: signaturesKey });
  const saved = (_: PersonalSignature) => {
    setDialog(null);
    refresh();
  };
  const first = signatures.data?.pages[0];
  const list = signatures.data?.pages.flatMap((p) => p.list) ?? [];
  const mayAdd = first?.realNamePassed === true;
  return (
    <Card
      title={t('seals.personal.title')}
      extra={first ? <Typography.Text type="secondary">{t('seals.personal.count', { count: first.total })}</Typography.Text> : null}
    >
      <Typography.Paragraph type="secondary">{t('seals.personal.intro')}</Typography.Paragraph>
      {first && !mayAdd && <RealNameRequired reason={t('seals.personal.realNameFirst')} />}
      {mayAdd && (
        <Flex gap={8} wrap style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => setDialog('draw')} data-testid="signature-draw">
            {t('seals.personal.draw')}
          </Button>
          <Button onClick={() => setDialog('nameSeal')} data-testid="signature-generate">
            {t('seals.personal.generate')}
          </Button>
        </Flex>
      )}
      {signatures.error && <Alert type="error" showIcon title={signatures.error.message} style={{ marginBottom: 16 }} />}
      {list.length === 0 && !signatures.isFetching ? (
        mayAdd && <Empty description={t('seals.personal.empty')} />
      ) : (
        <div className="seal-grid" data-testid="signature-grid">
          {list.map((signature) => (
            <SignatureCard key={signature.id} signature={signature} onChanged={refresh} />
          ))}
        </div>
      )}
      {signatures.hasNextPage && (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Button loading={signatures.isFetchingNextPage} onClick={() => void signatures.fetchNextPage()}>
            {t('seals.personal.loadMore')}
          </Button>
        </Flex>
      )}
      <DrawSignatureDialog open={dialog === 'draw'} onClose={() => setDialog(null)} onSaved={saved} />
      <NameSealDialog open={dialog === 'nameSeal'} onClose={() => setDialog(null)} onSaved={saved} />
    </Card>
  );
}
