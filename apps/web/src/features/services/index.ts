/** What other capabilities' pages may use: the services' labels and their list call. */
export { ServiceStatusTag, useServiceLabels } from './labels';
export { servicesApi, servicesKey } from './api';
