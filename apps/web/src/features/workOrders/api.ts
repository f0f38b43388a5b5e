import type { WorkOrderStatusName } from '@console/contract';
import { fillPath } from '@console/contract/route';
import { workOrdersRoutes as r } from '@console/contract/workOrders/routes';
import { call } from '../../api/http';

export interface NewWorkOrderBody {
  service: string;
  category: string;
  title: string;
  description: string;
  attachmentIds: string[];
  appId?: string;
  requestId?: string;
  logId?: string;
}

const upload = (route: typeof r.upload | typeof r.opsUpload, file: File) => {
  const formData = new FormData();
  formData.set('name', file.name.slice(0, 120));
  formData.set('file', file);
  return call(route, { body: { name: file.name.slice(0, 120) }, formData });
};

/** Calls of work orders; paths and answers come from the endpoint table. */
export const workOrdersApi = {
  upload: (file: File) => upload(r.upload, file),
  create: (body: NewWorkOrderBody) => call(r.create, { body: body as never }),
  list: (query: { status?: WorkOrderStatusName; after?: string; pageSize: number }) => call(r.list, { query }),
  detail: (id: string) => call(r.detail, { params: { id } }),
  reply: (id: string, body: { content: string; attachmentIds: string[] }) => call(r.reply, { params: { id }, body }),
  expedite: (id: string) => call(r.expedite, { params: { id } }),
  close: (id: string, body: { rating: number; comment: string }) => call(r.close, { params: { id }, body }),
};

export const opsWorkOrdersApi = {
  upload: (file: File) => upload(r.opsUpload, file),
  queue: (query: { status?: WorkOrderStatusName; expedited?: 'yes' | 'no'; assignee?: string; after?: string; pageSize: number }) =>
    call(r.opsQueue, { query }),
  operators: () => call(r.opsOperators, { query: { pageSize: 50 } }),
  detail: (id: string) => call(r.opsDetail, { params: { id } }),
  distribute: (id: string, operatorId: string) => call(r.opsDistribute, { params: { id }, body: { operatorId } }),
  reply: (id: string, body: { content: string; attachmentIds: string[] }) => call(r.opsReply, { params: { id }, body }),
  setStatus: (id: string, status: 'processed' | 'resolved') => call(r.opsStatus, { params: { id }, body: { status } }),
};

/** An attachment's path, downloaded by the HTTP client (FileDownloadButton) so it carries the console's headers. */
export const attachmentPath = (fileId: string, ops = false) => fillPath((ops ? r.opsAttachment : r.attachment).path, { fileId });

export const workOrdersKey = ['workOrders'] as const;
// Under ['ops'], so signing out forgets them with the rest of the back office.
export const opsWorkOrdersKey = ['ops', 'workOrders'] as const;
