/** The security page shows the second factors' card. */
export { FactorsCard } from './FactorsCard';
