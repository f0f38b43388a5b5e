/**
 * Every capability the app serves, in the order the OpenAPI document lists them (by name): each
 * `features/<name>/index.ts`'s manifest, collected by `npm run capabilities` (capabilities.gen.ts).
 */
export { capabilities } from './capabilities.gen.js';
