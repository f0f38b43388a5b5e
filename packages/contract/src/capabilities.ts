/**
 * The product's capabilities. Each name is one module on every side, spelt the same: the contract's
 * `src/<name>/`, the phrases' `<lang>/<name>.ts`, the server's `features/<name>/`, the console's
 * `features/<name>/` and the API tests' `test/<name>/` (a test checks that the folders agree). The
 * list is the contract's folders with an endpoint table, written by `npm run capabilities`.
 */
export { capabilityNames } from './capabilities.gen.js';
import type { capabilityNames } from './capabilities.gen.js';

export type CapabilityName = (typeof capabilityNames)[number];
