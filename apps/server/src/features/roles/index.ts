import { defineCapability } from '../../platform/capability.js';
import { rolesRoutes } from './routes.js';

/** Roles (§2 rolemanage, §6): built-in and custom roles with module permissions; who holds a permission. */
export const roles = defineCapability({ name: 'roles', tables: ['roles', 'role_modules'], routes: rolesRoutes });

/** For organization: a custom role by its name (the members import), custom roles' names by id (members, invitations). */
export { customRoleNamed, roleNamesOf } from './lookups.js';
/** The organization capability hands in who holds a role (its start hook). */
export { type HolderDirectory, provideHolderDirectory } from './holder-directory.js';
