import { idParam, nothing } from '../common.js';
import { defineEndpoints, fileOutput } from '../endpoint.js';
import { importBatchSchema, importFile, xlsxContentType } from '../imports/schemas.js';
import { contactsRoutes } from './routes.js';
import { contactExportQuery, contactFormSchema, contactListQuery, contactPageSchema, contactSchema } from './schemas.js';

export const contactsEndpoints = defineEndpoints(contactsRoutes, {
  list: {
    summary: 'exContacts/list: external contacts by name, code or phone, of one kind or both, keyset-paged; phones and e-mails masked',
    query: contactListQuery,
    output: contactPageSchema,
  },
  create: {
    summary:
      'An external contact: individual or enterprise (credit code or organization code, one of the two), unique in the enterprise; logged',
    body: contactFormSchema,
    output: contactSchema,
    errors: ['contactTaken'],
  },
  edit: {
    summary: 'Changes an external contact; logged',
    params: idParam,
    body: contactFormSchema,
    output: contactSchema,
    errors: ['contactTaken'],
  },
  remove: {
    summary: 'Deletes an external contact; logged',
    params: idParam,
    output: nothing,
  },
  importTemplate: {
    summary: "The contacts import template (xlsx; headers in the caller's language, a sample row and notes)",
    output: fileOutput(xlsxContentType),
  },
  importPreview: {
    summary:
      'Dry run of a contacts workbook (multipart `file`, at most 2 MB and 10,000 rows; formulas refused): per-row errors and counts; nothing is written',
    file: importFile,
    output: importBatchSchema,
    errors: ['importFileInvalid', 'importTooManyRows'],
  },
  importConfirm: {
    summary: "Imports the valid rows of a preview, upserting by the contact's unique key; beyond 1,000 rows a job does it; logged",
    params: idParam,
    output: importBatchSchema,
    errors: ['importExpired'],
  },
  importBatch: {
    summary: 'A contacts import: its status and progress',
    params: idParam,
    output: importBatchSchema,
  },
  importErrors: {
    summary: 'The error report of a contacts import (xlsx)',
    params: idParam,
    output: fileOutput(xlsxContentType),
  },
  export: {
    summary: 'The contacts the list shows (same filters) as xlsx, phones and e-mails masked; formula-like text escaped; logged',
    query: contactExportQuery,
    output: fileOutput(xlsxContentType),
  },
});
