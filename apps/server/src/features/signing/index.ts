import { defineCapability } from '../../platform/capability.js';
import { signingRoutes } from './routes.js';

/**
 * Signing: PAdES signatures on PDFs by incremental update (sign mode 1), detached
 * CMS over a submitted digest (modes 2–4), both with platform-held certificates through the key
 * store, and the public verification of a signed PDF.
 */
export const signing = defineCapability({ name: 'signing', tables: ['signed_documents'], routes: signingRoutes });

export { readPdfSignatures } from './pdf/read.js';
// Sign flows: each signer's revision of a flow's document.
export { type FlowFieldBox, signatureFactsOf, signFlowRevision, signingDateText } from './for-flows.js';
export type { SignatureFacts } from './for-flows.js';
