import { operationLogRoutes as r } from '@console/contract/operationLog/routes';
import type { OperationLogQuery } from '@console/contract';
import { call, download } from '../../api/http';

/** Calls of the operation log; paths and answers come from the endpoint table. */
export const operationLogApi = {
  list: (query: OperationLogQuery) => call(r.list, { query }),
  detail: (id: string) => call(r.detail, { params: { id } }),
  verify: (range: { start?: string; end?: string }) => call(r.verify, { query: range }),
  export: (range: { start?: string; end?: string }) => download(r.export.path, { params: range }),
  statistics: (month: string) => call(r.statistics, { query: { month } }),
};

export const operationLogKey = ['operationLog'] as const;

/** Saves a downloaded file under its suggested name. */
export function saveFile(file: { blob: Blob; fileName: string }): void {
  const url = URL.createObjectURL(file.blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.fileName;
  a.click();
  URL.revokeObjectURL(url);
}
