import type { Language } from '@console/phrases';
import { translate } from '@console/phrases';
import type { Deps } from '../../platform/context.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { keyAlgorithmOfCode, keyStoreOf } from './ca/authority.js';
import { CsrError, readCsr } from './ca/csr.js';
import { fromPem } from './ca/x509.js';

export type KeyOrigin = 'platform' | 'browser';

/** The subscriber's public key: a new platform-held key in the key store, or the key of a browser's CSR. */
export async function subscriberKey(
  deps: Deps,
  o: { algorithm: number; keyOrigin: KeyOrigin; csr?: string; label: string; lang: Language },
): Promise<{ publicKey: Buffer; keyId: string | null }> {
  if (o.keyOrigin === 'platform') {
    const { keyId, publicKey } = await keyStoreOf(deps).generate({ algorithm: keyAlgorithmOfCode(o.algorithm), label: o.label });
    return { publicKey, keyId };
  }
  return { publicKey: csrKey(o.csr, o.algorithm, o.lang), keyId: null };
}

/** The key of a PEM (or base64 DER) PKCS#10 request, its self-signature checked; refusals name the `csr` field. */
export function csrKey(csr: string | undefined, algorithm: number, lang: Language): Buffer {
  const refuse = (problem: string) =>
    fieldError('certificateCsrInvalid', 'csr', lang, { problem: translate(lang, `certificates.csrProblem.${problem}`) });
  if (!csr?.trim()) throw refuse('missing');
  const der = fromPem(csr, 'CERTIFICATE REQUEST') ?? fromPem(csr, 'NEW CERTIFICATE REQUEST');
  if (!der) throw refuse('malformed');
  try {
    const read = readCsr(der);
    if (read.algorithm !== keyAlgorithmOfCode(algorithm)) throw fieldError('certificateCsrAlgorithm', 'csr', lang);
    return read.publicKey;
  } catch (error) {
    if (error instanceof CsrError) throw refuse(error.problem);
    if (error instanceof AppError) throw error;
    throw refuse('malformed');
  }
}
