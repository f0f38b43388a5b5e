import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { translate } from '@console/phrases';
import { passedEnterpriseOf } from '../enterprise/index.js';
import { passedRealNameOf } from '../realName/index.js';
import type { NamePart } from './ca/x509.js';

/**
 * The subject of a certificate, only ever from a passed real-name record: the enterprise's
 * authentication (type 1), the enterprise's and the member's own (type 2), the person's (type 3).
 * Enterprise and employee certificates belong to the enterprise's context, personal ones to the person's.
 */
export async function subjectFor(deps: Deps, caller: UserCaller, certType: number): Promise<{ parts: NamePart[]; owner: string }> {
  const { user } = caller;
  const inEnterprise = user.context.kind === 'enterprise' && !!user.enterpriseId;
  if (inEnterprise !== (certType !== 3)) throw new AppError('certificateTypeContext');
  const refuse = (kind: 'enterprise' | 'person') =>
    new AppError('certificateRealNameRequired', { kind: translate(caller.lang, `certificates.subjectKind.${kind}`) });
  const enterprise = inEnterprise ? await passedEnterpriseOf(deps, user.enterpriseId!) : null;
  if (inEnterprise && !enterprise) throw refuse('enterprise');
  const organization: NamePart[] = enterprise ? [{ type: 'organization', value: enterprise.name }] : [];
  if (certType === 1)
    return {
      owner: enterprise!.name,
      parts: [
        { type: 'country', value: 'CN' },
        ...organization,
        ...(enterprise!.creditCode ? [{ type: 'serialNumber' as const, value: enterprise!.creditCode }] : []),
        { type: 'commonName', value: enterprise!.name },
      ],
    };
  const person = await passedRealNameOf(deps, user.userId);
  if (!person) throw refuse('person');
  return { owner: person.name, parts: [{ type: 'country', value: 'CN' }, ...organization, { type: 'commonName', value: person.name }] };
}
