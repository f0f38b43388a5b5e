import type { TemplateBulkPreview } from '@console/contract';
import { fillPath } from '@console/contract/route';
import { templateBulkRoutes as r } from '@console/contract/templates/routes';
import { call } from '../../../api/http';
import type { ImportCalls } from '../../organization';

/** Bulk send's calls; paths and answers come from the endpoint table. */
export const bulkApi = {
  list: (query: { after?: string; pageSize: number; templateId?: string }) => call(r.bulkList, { query }),
  detail: (id: string) => call(r.bulkDetail, { params: { id } }),
  flows: (id: string, query: { after?: string; pageSize: number }) => call(r.bulkFlows, { params: { id }, query }),
  errorsPath: (id: string) => fillPath(r.bulkErrors.path, { id }),
};

export const bulkKey = ['templates', 'bulk'] as const;

/**
 * A template's bulk send as the shared import dialog calls it: its version's xlsx, the dry run with
 * what every row's flow shares (`shared()` checks the form first), confirm, progress, the CSV error report.
 */
export function bulkSendCalls(templateId: string, shared: () => Promise<TemplateBulkPreview>): ImportCalls {
  return {
    name: 'bulk-send',
    templatePath: fillPath(r.bulkTemplate.path, { id: templateId }),
    errorsPath: bulkApi.errorsPath,
    errorsFileName: 'bulk-send-errors.csv',
    preview: async (file) => {
      const { title, message, deadlineAt } = await shared();
      const formData = new FormData();
      formData.set('title', title);
      if (message) formData.set('message', message);
      formData.set('deadlineAt', String(deadlineAt));
      formData.set('file', file);
      // A refusal of the whole file (too many rows, a disabled template) is toasted and stays in the dialog too.
      return call(r.bulkPreview, { params: { id: templateId }, body: {} as never, formData });
    },
    confirm: (id) => call(r.bulkConfirm, { params: { id } }),
    batch: bulkApi.detail,
    texts: {
      title: 'templates.bulk.dialog.title',
      step2: 'templates.bulk.dialog.step2',
      summary: 'templates.bulk.dialog.summary',
      confirm: 'templates.bulk.dialog.confirm',
      progress: 'templates.bulk.dialog.progress',
      finished: 'templates.bulk.dialog.finished',
      again: 'templates.bulk.dialog.again',
      limits: 'templates.bulk.dialog.limits',
    },
  };
}
