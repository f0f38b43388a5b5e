/** What other capabilities' pages may use: the packages and prices under the back office's products page. */
export { PackagesSection } from './ops/PackagesSection';
