import { definePages } from '../../app/capability';

/** No pages of its own: customers' servers call the open API; its reference is the site's /apiReference. */
export const openApiPages = definePages({ name: 'openApi' });
