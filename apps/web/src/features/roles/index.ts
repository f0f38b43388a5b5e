/** What other parts of the console use of roles. */
export { RoleName } from './RoleName';
export { rolesApi } from './api';
