import { auth } from './auth.js';
import { common } from './common.js';
import { signInFields } from './sign-in-fields.js';
import { routes } from './routes.js';
import { shell } from './shell.js';
import { validation } from './validation.js';

/**
 * The phrases the console needs before its first render (sign-in route, frames, the sign-in forms'
 * field names, validation messages). The other namespaces, and the rest of `fields`, load with the
 * Ant Design frame; `messages` (e-mail and SMS texts) is the server's alone and never reaches a browser.
 */
export const core = { common, fields: signInFields, routes, validation, shell, auth };
