import { signFlowsRoutes as r } from '@console/contract/signFlows/routes';
import { call } from '../../api/http';

export interface CreateFlowInput {
  file: File;
  title: string;
  message?: string;
  deadlineAt: number;
}

/** Calls of sign flows; paths and answers come from the endpoint table. */
export const signFlowsApi = {
  create: ({ file, ...fields }: CreateFlowInput) => {
    const formData = new FormData();
    for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== '') formData.set(k, String(v));
    formData.set('fileName', file.name);
    formData.set('file', file);
    return call(r.create, { body: {} as never, formData });
  },
  list: (query: { after?: string; pageSize: number; status?: '0' | '1' | '2' | '3' | '5' | '7' }) => call(r.list, { query }),
};

export const signFlowsKey = ['signFlows'] as const;
