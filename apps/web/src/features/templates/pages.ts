import { definePages } from '../../app/capability';

/**
 * Templates: one console page — the list, the editor with the field designer, a flow from
 * a template, the bulk sends (the organization's import dialog: the imports namespace).
 */
export const templatesPages = definePages({
  name: 'templates',
  namespaces: ['errors', 'signFlows', 'imports'],
  pages: {
    myTemplates: { load: () => import('./TemplatesPage') },
  },
});
