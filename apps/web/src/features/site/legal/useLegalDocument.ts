import { isLanguage } from '@console/phrases';
import { type AgreementId, agreementMeta, loadLegal } from '@console/phrases/legal';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** One agreement in the current language; the language's chunk is fetched once and follows a switch. */
export function useLegalDocument(id: AgreementId) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const query = useQuery({
    queryKey: ['legal', language],
    queryFn: () => loadLegal(language),
    staleTime: Infinity,
    // Keep showing the previous language's text while the other one loads, instead of a blank page.
    placeholderData: (previous) => previous,
  });
  return { ...query, document: query.data?.[id], meta: agreementMeta[id] };
}
