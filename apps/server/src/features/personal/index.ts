import { defineCapability } from '../../platform/capability.js';
import { personalRoutes } from './routes.js';

/** The personal center: personal information and account security. */
export const personal = defineCapability({ name: 'personal', tables: [], routes: personalRoutes });
