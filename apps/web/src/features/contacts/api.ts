import type { ContactForm } from '@console/contract';
import { contactsRoutes as r } from '@console/contract/contacts/routes';
import { call } from '../../api/http';
import type { ImportCalls } from '../organization';

/** Calls of external contacts; paths and answers come from the endpoint table. */
export const contactsApi = {
  list: (query: { keyword: string; kind: '' | 'individual' | 'enterprise'; after: string }) => call(r.list, { query }),
  create: (body: ContactForm) => call(r.create, { body }),
  edit: (id: string, body: ContactForm) => call(r.edit, { params: { id }, body }),
  remove: (id: string) => call(r.remove, { params: { id } }),
};

const fileForm = (file: File) => {
  const formData = new FormData();
  formData.set('file', file);
  return formData;
};

/** The contacts import as the shared import dialog calls it. */
export const contactsImportCalls: ImportCalls = {
  name: 'contacts',
  templatePath: r.importTemplate.path,
  errorsPath: (id) => r.importErrors.path.replace(':id', encodeURIComponent(id)),
  preview: (file) => call(r.importPreview, { formData: fileForm(file) }),
  confirm: (id) => call(r.importConfirm, { params: { id } }),
  batch: (id) => call(r.importBatch, { params: { id } }),
};
export const contactsExportPath = r.export.path;

export const contactsKey = ['contacts'] as const;
