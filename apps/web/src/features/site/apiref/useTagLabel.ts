import type { Phrases } from '@console/phrases';
import { useTranslation } from 'react-i18next';

/** A tag's name in the current language; a tag this console has no phrase for shows as the server names it. */
export function useTagLabel() {
  const { t, i18n } = useTranslation();
  return (tag: string) =>
    i18n.exists(`site.apiref.tags.${tag}`) ? t(`site.apiref.tags.${tag as keyof Phrases['site']['apiref']['tags']}`) : tag;
}
