import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@console/phrases';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';

/**
 * Legal person mode (§2 legalPersonAuthSubmit). FOUNDATION SIGNATURE — the legal-person owner
 * replaces this body: issue the single-use link ticket for a just-committed `awaitingLegalPerson`
 * application (hash on the row, 24 h) and send the SMS with the link to the legal representative.
 */
export async function startLegalPerson(
  _deps: Deps,
  _input: { applicationId: string; lang: Language; log: FastifyBaseLogger },
): Promise<void> {
  throw new AppError('internal');
}
