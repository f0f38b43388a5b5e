import { realNameStatus } from '@console/contract';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { applicationCodesOf } from '../enterpriseAuth/index.js';
import { findPassedEnterprise } from './queries.js';

/** The name and registration code of an authenticated enterprise (a certificate's subject); null until it passed. */
export async function passedEnterpriseOf(
  deps: Pick<Deps, 'db'>,
  enterpriseId: string,
): Promise<{ name: string; creditCode: string | null } | null> {
  const row = await findPassedEnterprise(deps.db, enterpriseId);
  if (!row || row.real_name_status !== realNameStatus.passed) return null;
  const codes = row.current_application_id ? await applicationCodesOf(deps, { applicationId: row.current_application_id }) : undefined;
  return { name: row.name, creditCode: codes?.creditCode ?? codes?.orgCode ?? null };
}

/**
 * What a seal of an enterprise is cut from: its authenticated name and registration code, and the
 * legal representative's name from the application that passed (null when the record has none).
 * Refuses an enterprise that has not passed ('Please perform enterprise real-name authentication first').
 */
export async function sealSubjectOf(
  deps: Pick<Deps, 'db' | 'cipher'>,
  enterpriseId: string,
): Promise<{ name: string; creditCode: string | null; legalName: string | null }> {
  const row = await findPassedEnterprise(deps.db, enterpriseId);
  if (!row) throw new AppError('notFound');
  if (row.real_name_status !== realNameStatus.passed) throw new AppError('enterpriseRealNameRequired');
  const codes = row.current_application_id ? await applicationCodesOf(deps, { applicationId: row.current_application_id }) : undefined;
  const legalName = codes?.legalNameCipher ? deps.cipher.decrypt(codes.legalNameCipher) : null;
  return { name: row.name, creditCode: codes?.creditCode ?? codes?.orgCode ?? null, legalName };
}
