/**
 * The migrations: every `NNNN-<name>.ts` of this folder, collected into `index.gen.ts` by
 * `npm run capabilities` (docs/decisions/0048-generated-registry-and-checked-row-types.md). Adding one
 * is adding its file under a new number and running that; `scripts/capabilities.test.ts` fails while
 * the index misses a file. Append-only: never edit a migration that has landed.
 */
export { migrations } from './index.gen.js';
