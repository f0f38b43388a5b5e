import type { Phrases } from '@console/phrases';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

/**
 * The page's one h1, for screen readers and the document outline: the route's name (what the tab
 * title says). Pages show their own visible titles in cards (h2 and below); the sign-in page, which
 * has a visible h1, renders outside the frames that use this.
 */
export function PageHeading({ title }: { title?: string }) {
  const { t } = useTranslation();
  const matches = useMatches();
  const name = [...matches]
    .reverse()
    .map((m) => (m.handle as { name?: string } | undefined)?.name)
    .find(Boolean);
  const text = title ?? (name ? t(`routes.${name as keyof Phrases['routes']}`) : t('common.appName'));
  return <h1 className="visually-hidden">{text}</h1>;
}
