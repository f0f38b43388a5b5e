import type { Phrases } from '../en/index.js';
import { namespaces } from './index.gen.js';

/**
 * Every Chinese namespace, collected by `npm run capabilities` (index.gen.ts); typed as English's
 * shape, so a namespace or a text missing here fails to compile.
 */
export const zh: Phrases = namespaces;
