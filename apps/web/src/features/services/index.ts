/** What other capabilities' pages may use: the services' labels and their list call. */
export { ServiceStatusTag, useServiceLabels } from './labels';
export { servicesApi, servicesKey } from './api';
/** The back office's enterprise chooser (the applications' usage page uses it too). */
export { EnterprisePicker } from './ops/EnterprisePicker';
/** The home dashboard's quota alerts, loaded only when the summary lists some. */
export { QuotaAlertsNotice } from './QuotaAlertsNotice';
