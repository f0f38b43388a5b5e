import { enterpriseRoutes as r } from '@console/contract/enterprise/routes';
import { call } from '../../api/http';

/**
 * The context calls the header makes. This file ships with the shell, which must not pull in the
 * contract's zod schemas: the routes come from the zod-free `enterprise/routes`, the answers' types
 * from the endpoint table (types only).
 */
export const contextApi = {
  mine: () => call(r.mine),
  create: (name: string) => call(r.create, { body: { name } }),
  switchTo: (enterpriseId: string) => call(r.switchContext, { body: { enterpriseId } }),
};

export const mineKey = ['enterprise', 'mine'] as const;
