import { type LogService, logServices, renderLogPhrase, type OperationLogItem } from '@console/contract';
import { useTranslation } from 'react-i18next';

/** A log service's name in the page's language; a name this console does not know shows as written. */
export function useServiceLabel(): (service: string) => string {
  const { t } = useTranslation();
  const known = (service: string): service is LogService => (logServices as readonly string[]).includes(service);
  return (service) => (known(service) ? t(`operationLog.services.${service}`) : service);
}

/**
 * An entry in the page's language, from its phrase and parameters (names taken when it was written);
 * a row written before phrases, or one whose phrase this console does not know, shows its content.
 */
export function useEntryText(): (item: Pick<OperationLogItem, 'phrase' | 'content'>) => string {
  const { t, i18n } = useTranslation();
  const lang = i18n.language?.startsWith('zh') ? 'zh' : 'en';
  return (item) =>
    renderLogPhrase(item.phrase, {
      lang,
      translate: (key, params) => t(key as never, params as never) as unknown as string,
      has: (key) => i18n.exists(key),
      fallback: item.content,
    });
}
