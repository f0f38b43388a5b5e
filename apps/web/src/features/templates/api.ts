import type { TemplateSave, TemplateStart } from '@console/contract';
import { fillPath } from '@console/contract/route';
import { templatesRoutes as r } from '@console/contract/templates/routes';
import { call } from '../../api/http';

/** Calls of templates; paths and answers come from the endpoint table. */
export const templatesApi = {
  create: ({ file, ...fields }: { file: File; name: string; description?: string }) => {
    const formData = new FormData();
    for (const [k, v] of Object.entries(fields)) if (v) formData.set(k, v);
    formData.set('fileName', file.name);
    formData.set('file', file);
    return call(r.create, { body: {} as never, formData });
  },
  list: (query: { after?: string; pageSize: number; keyword?: string }) => call(r.list, { query }),
  detail: (id: string) => call(r.detail, { params: { id } }),
  save: (id: string, body: TemplateSave) => call(r.save, { params: { id }, body }),
  enable: (id: string) => call(r.enable, { params: { id } }),
  disable: (id: string) => call(r.disable, { params: { id } }),
  start: (id: string, body: TemplateStart) => call(r.start, { params: { id }, body }),
  /** A version's PDF under /webgate, for the designer to draw. */
  filePath: (id: string, versionId: string) => fillPath(r.file.path, { id, versionId }),
};

export const templatesKey = ['templates'] as const;
