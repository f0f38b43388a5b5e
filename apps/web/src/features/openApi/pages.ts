import { definePages } from '../../app/capability';

/** Pages arrive with the console part of issue 15; the capability's endpoints are live. */
export const openApiPages = definePages({ name: 'openApi' });
