/** What other capabilities' pages may use: the packages and prices under the back office's products page. */
export { PackagesSection } from './ops/PackagesSection';
/** The packages section's query, which also carries the products a package may be of. */
export { opsPackagesKey } from './api';
