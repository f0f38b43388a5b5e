import { namespaces } from './index.gen.js';

/**
 * Every English namespace: each `<name>.ts` of this folder that exports `<name>`, collected by
 * `npm run capabilities` (index.gen.ts). A capability's texts are `<capability>.ts`.
 */
export const en = namespaces;

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
/** The shape every language must fill: en is the type source, so a missing zh text fails to compile. */
export type Phrases = DeepStrings<typeof en>;
