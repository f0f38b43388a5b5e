import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { templatesRoutes as r } from '@console/contract';
import { expect } from 'vitest';
import type { TestApp } from '../support/harness.js';
import type { Person } from '../support/real-name-helpers.js';
import { uploadPdf } from '../signing/support.js';

/** A one-page contract with blanks (pdf-lib, which nobody here wrote), A4. */
export async function blankContract(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText('Supply contract', { x: 60, y: 780, size: 18, font });
  page.drawText('Buyer:', { x: 60, y: 700, size: 11, font });
  page.drawText('Amount:', { x: 60, y: 660, size: 11, font });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** The fields of the tests' template: the initiator fills the buyer, notes, amount, phone and a tick; Party B a date. */
export const contractFields = [
  { key: 'buyer', label: 'Buyer', kind: 'text', role: null, maxLength: 40, page: 1, x: 120, y: 690, width: 300, height: 24 },
  {
    key: 'notes',
    label: 'Notes',
    kind: 'multiline',
    role: null,
    required: false,
    maxLength: 200,
    page: 1,
    x: 60,
    y: 500,
    width: 200,
    height: 60,
  },
  { key: 'amount', label: 'Amount', kind: 'amount', role: null, maxLength: 16, page: 1, x: 120, y: 650, width: 150, height: 24 },
  {
    key: 'phone',
    label: 'Contact phone',
    kind: 'phone',
    role: null,
    required: false,
    maxLength: 11,
    page: 1,
    x: 300,
    y: 650,
    width: 150,
    height: 24,
  },
  {
    key: 'agree',
    label: 'Agreed',
    kind: 'checkbox',
    role: null,
    required: false,
    maxLength: 5,
    page: 1,
    x: 60,
    y: 600,
    width: 16,
    height: 16,
  },
  {
    key: 'bDate',
    label: 'B’s date',
    kind: 'date',
    role: 'Party B',
    required: false,
    maxLength: 10,
    page: 1,
    x: 300,
    y: 600,
    width: 120,
    height: 24,
  },
  { key: 'sigA', label: 'A signs', kind: 'signature', role: 'Party A', page: 1, x: 60, y: 100, width: 120, height: 60 },
  { key: 'sigB', label: 'B signs', kind: 'signature', role: 'Party B', page: 1, x: 300, y: 100, width: 120, height: 60 },
];

/** A template by upload, then saved with two roles and the fields above (version 2) and enabled. */
export async function enabledTemplate(
  t: TestApp,
  p: Person,
  pdf: Buffer,
  name = 'Supply contract',
): Promise<{ id: string; versionId: string }> {
  const created = await uploadPdf(t, p, r.create.path, pdf, { name });
  expect(created.json().code, created.body).toBe(0);
  const id = created.json().data.id as string;
  const saved = await p.post(r.save.path.replace(':id', id), {
    name,
    baseVersion: 1,
    roles: ['Party A', 'Party B'],
    fields: contractFields,
  });
  expect(saved.json().code, saved.body).toBe(0);
  const enabled = await p.post(r.enable.path.replace(':id', id), {});
  expect(enabled.json().code, enabled.body).toBe(0);
  return { id, versionId: saved.json().data.versionId as string };
}
