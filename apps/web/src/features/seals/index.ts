/** What other capabilities may use of seals: the status tag. */
export { SealStatusTag } from './labels';
