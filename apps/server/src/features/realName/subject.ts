import type { Deps } from '../../platform/context.js';
import { listApplicationsOf } from './queries.js';

/**
 * The name of the person's passed real-name authentication, in the clear: only for what must carry
 * it (a certificate's subject); everything shown to people stays masked.
 */
export async function passedRealNameOf(deps: Pick<Deps, 'db' | 'cipher'>, userId: string): Promise<{ name: string } | null> {
  const passed = (await listApplicationsOf(deps.db, userId)).find((r) => r.status === 'passed');
  return passed ? { name: deps.cipher.decrypt(passed.name_cipher) } : null;
}
