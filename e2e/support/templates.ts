import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { type TemplateField, requiredHeaders } from '@console/contract';
import { templatesRoutes as r } from '@console/contract/templates/routes';
import type { APIRequestContext } from '@playwright/test';
import { baseURL } from './server';

/** A one-page A4 contract with a title, in Helvetica (the templates' and bulk send's journeys). */
export async function contractPdf(title = 'Purchase agreement'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText(title, { x: 60, y: 760, size: 18, font });
  page.drawText('Buyer:', { x: 60, y: 700, size: 12, font });
  return Buffer.from(await doc.save());
}

async function answer<T>(response: Awaited<ReturnType<APIRequestContext['fetch']>>, what: string): Promise<T> {
  const body = (await response.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${what}: ${body.code} ${body.msg}`);
  return body.data;
}

/**
 * An enabled template made through the console's API by the signed-in administrator behind
 * `request` (the editor's drag and drop has its own journey, templates.spec.ts): the PDF, the roles
 * and fields given, saved as version 2 and enabled.
 */
export async function enabledTemplate(
  request: APIRequestContext,
  template: { name: string; roles: string[]; fields: Partial<TemplateField>[] },
): Promise<{ id: string; version: number }> {
  const headers = { ...requiredHeaders, 'Accept-Language': 'en' };
  const created = await answer<{ id: string; version: number }>(
    await request.post(`${baseURL}/webgate${r.create.path}`, {
      headers,
      multipart: {
        name: template.name,
        fileName: 'contract.pdf',
        file: { name: 'contract.pdf', mimeType: 'application/pdf', buffer: await contractPdf(template.name) },
      },
    }),
    'templates/create',
  );
  const at = (path: string) => `${baseURL}/webgate${path.replace(':id', created.id)}`;
  const saved = await answer<{ version: number }>(
    await request.post(at(r.save.path), {
      headers,
      data: { name: template.name, baseVersion: created.version, roles: template.roles, fields: template.fields },
    }),
    'templates/save',
  );
  await answer(await request.post(at(r.enable.path), { headers, data: {} }), 'templates/enable');
  return { id: created.id, version: saved.version };
}
