import { defineCapability } from '../../platform/capability.js';
import { opsRoutes } from './routes.js';

/** The operators of the back office: sign-in, their own password, sign-out. */
export const ops = defineCapability({ name: 'ops', tables: ['operators'], routes: opsRoutes });

/** The command line (`npm run ops -- create-operator`) and the tests make operators with it. */
export { createOperator, operatorNameTaken } from './service.js';
/** For work orders: the assignee picker's page of operators and operators' names for a page of rows. */
export { operatorNamesOf, operatorOrder, operatorsPage } from './directory.js';
