import { definePages } from '../../app/capability';

/** Templates (issue 32): one console page — the list, the editor with the field designer, a flow from a template. */
export const templatesPages = definePages({
  name: 'templates',
  namespaces: ['errors', 'signFlows'],
  pages: {
    myTemplates: { load: () => import('./TemplatesPage') },
  },
});
