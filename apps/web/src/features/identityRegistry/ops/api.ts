import { identityRegistryRoutes as r } from '@console/contract/identityRegistry/routes';
import { call } from '../../../api/http';

export interface RegistryEntryForm {
  name: string;
  idNumber: string;
  phone?: string;
  bankCard?: string;
  phoneCheck: 'pass' | 'fail';
  bankCheck: 'pass' | 'fail';
  faceCheck: 'pass' | 'fail' | 'manual';
  note?: string;
}

/** Calls of the sandbox registry; paths and answers come from the endpoint table. */
export const registryApi = {
  list: (after: string | undefined, pageSize: number) => call(r.list, { query: { after, pageSize } }),
  add: (body: RegistryEntryForm) => call(r.add, { body }),
};

// Under ['ops'], so signing out forgets them with the rest of the back office.
export const registryKey = ['ops', 'registry'] as const;
