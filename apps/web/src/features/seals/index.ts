/** What other capabilities may use of seals: the status tag. */
export { SealStatusTag } from './labels';
/** An application's page lists the seals it may apply unattended. */
export { AppAutoSignsCard } from './GrantTables';
/** The hosted signing page draws a signature on the same pad as the personal signatures page. */
export { SignaturePad, type SignaturePadHandle } from './personal/SignaturePad';
