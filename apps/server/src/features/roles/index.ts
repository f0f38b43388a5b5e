import { defineCapability } from '../../platform/capability.js';
import { rolesRoutes } from './routes.js';

/** Roles (§2 rolemanage, §6): built-in and custom roles with module permissions; who holds a permission. */
export const roles = defineCapability({ name: 'roles', tables: ['roles', 'role_modules'], routes: rolesRoutes });

/** For the members import: a custom role by its name. */
export { customRoleNamed } from './lookups.js';
