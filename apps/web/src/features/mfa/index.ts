/** The security page shows the second factors' card. */
export { FactorsCard } from './FactorsCard';
/** The enterprise's basic information shows whether every member must have a second factor (the master changes it). */
export { EnterpriseMfaCard } from './EnterpriseMfaCard';
/** The signed-in frame leads a member whose enterprise requires a factor to its set-up. */
export { MfaSetUpGuard } from './MfaSetUpGuard';
/** The signed-in frame's operation-protection dialog: asks for a fresh second factor before a protected act. */
export { OperationProtection } from './OperationProtection';
