import type { EnterpriseSummary, MyEnterprises, enterprisePaths } from '@console/contract';
import { http } from '../../api/http';

/**
 * The context calls the header makes. This file ships with the shell, which must not pull in the
 * contract's zod schemas, so the paths are written out here — typed by the contract's own literals,
 * so a path that drifts from `enterprisePaths` fails to compile.
 */
const paths: Pick<typeof enterprisePaths, 'mine' | 'create' | 'switchContext'> = {
  mine: '/console/enterprise/mine',
  create: '/console/enterprise/create',
  switchContext: '/console/enterprise/switch',
};

export const contextApi = {
  mine: () => http.get<MyEnterprises>(paths.mine),
  create: (name: string) => http.post<EnterpriseSummary>(paths.create, { data: { name } }),
  switchTo: (enterpriseId: string) => http.post<MyEnterprises>(paths.switchContext, { data: { enterpriseId } }),
};

export const mineKey = ['enterprise', 'mine'] as const;
