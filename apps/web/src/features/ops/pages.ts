import { definePages } from '../../app/capability';

/** The back office's own frame, sign-in and password pages live in OpsApp; its pages come from each capability. */
export const opsPages = definePages({ name: 'ops' });
