import { type LogService, logServices } from '@console/contract';
import { useTranslation } from 'react-i18next';

/** A log service's name in the page's language; a name this console does not know shows as written. */
export function useServiceLabel(): (service: string) => string {
  const { t } = useTranslation();
  const known = (service: string): service is LogService => (logServices as readonly string[]).includes(service);
  return (service) => (known(service) ? t(`operationLog.services.${service}`) : service);
}
