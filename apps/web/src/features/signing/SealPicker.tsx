import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access';
import { useConsole } from '../../app/store';
import { sealImageUrl, signatureImageUrl, signingApi } from './api';
import './signing.css';

interface Choice {
  id: string;
  name: string;
  image: string;
}

/**
 * The seal the signature shows, as cards with previews: the enterprise's normal seals the session
 * sees (the server decides whether the signer holds a live grant), the person's own signatures, or
 * none (the framed text box). A radio group, so a keyboard moves through it.
 */
export function SealPicker({ value, onChange }: { value?: string; onChange?: (id: string | undefined) => void }) {
  const { t } = useTranslation();
  const { canRoute } = useAccess();
  const inEnterprise = useConsole((s) => Boolean(s.header?.companyUuid));
  const seals = useQuery({
    queryKey: ['signing', 'seals'],
    queryFn: () => signingApi.seals(),
    // A member who does not manage seals sees those granted to them (or none, when the page is not theirs).
    enabled: inEnterprise,
    retry: false,
    select: (page) => page.list.map((s): Choice => ({ id: s.id, name: s.alias, image: sealImageUrl(s.id) })),
  });
  const signatures = useQuery({
    queryKey: ['signing', 'signatures'],
    queryFn: () => signingApi.signatures(),
    enabled: canRoute('mySignatures'),
    retry: false,
    select: (page) =>
      page.list.map((s): Choice => ({
        id: s.id,
        name: t(s.kind === 'handwritten' ? 'signing.seal.handwritten' : 'signing.seal.nameSeal'),
        image: signatureImageUrl(s.id),
      })),
  });
  const card = (choice: Choice | null) => {
    const checked = (value ?? null) === (choice?.id ?? null);
    return (
      <label key={choice?.id ?? 'none'} className={`seal-choice${checked ? ' seal-choice-checked' : ''}`} data-testid="seal-choice">
        <input
          type="radio"
          name="sealId"
          className="seal-choice-input"
          checked={checked}
          onChange={() => onChange?.(choice?.id)}
          aria-label={choice ? choice.name : t('signing.seal.none')}
        />
        <span className="seal-choice-image">
          {choice ? (
            <img src={choice.image} alt={t('signing.seal.imageAlt', { name: choice.name })} />
          ) : (
            <span className="seal-choice-none">{t('signing.seal.noneHint')}</span>
          )}
        </span>
        <Typography.Text ellipsis className="seal-choice-name">
          {choice ? choice.name : t('signing.seal.none')}
        </Typography.Text>
      </label>
    );
  };
  const groups: [string, Choice[] | undefined][] = [
    [t('signing.seal.enterprise'), seals.data],
    [t('signing.seal.personal'), signatures.data],
  ];
  const nothing = !seals.isFetching && !signatures.isFetching && !seals.data?.length && !signatures.data?.length;
  return (
    <Flex vertical gap={8} role="radiogroup" aria-label={t('signing.seal.label')} data-testid="seal-picker">
      <div className="seal-choices">
        {card(null)}
        {groups.flatMap(([, list]) => (list ?? []).map((choice) => card(choice)))}
      </div>
      {groups
        .filter(([, list]) => list?.length)
        .map(([label, list]) => (
          <Typography.Text key={label} type="secondary" className="seal-choices-legend">
            {label}: {list!.map((c) => c.name).join(' · ')}
          </Typography.Text>
        ))}
      {nothing && <Alert type="info" showIcon title={t('signing.seal.empty')} data-testid="seal-picker-empty" />}
    </Flex>
  );
}
