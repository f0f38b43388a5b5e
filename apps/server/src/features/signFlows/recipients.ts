import type { Deps } from '../../platform/context.js';
import { keyedHash, normalizeEmail } from '../../platform/personal-data.js';

/**
 * Keyed hash of a signer's or CC recipient's e-mail (0062), beside its cipher: the waiting and
 * copied lists find the rows of the signed-in account's e-mail by it, as by its phone's hash.
 */
export const emailHash = (deps: Pick<Deps, 'config'>, email: string) => keyedHash(deps, 'sign-flow-email', normalizeEmail(email));
