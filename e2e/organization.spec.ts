import { enterpriseRoutes, organizationRoutes, requiredHeaders, rolesRoutes } from '@console/contract';
import { en, zh } from '@console/phrases';
import { type Page, expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addressesIn, personContext } from './support/people';
import { baseURL, screenshot } from './support/server';
import { provenForOperations } from './support/operation-protection';

/**
 * The organization in Chromium: a master builds departments, invites a registered person
 * who accepts from their console and sees only their role's menu; a custom role built in the console
 * makes a button appear for that member and disappear again.
 */

const ownAddress = addressesIn('203.0.114');
const pages = {
  organization: '/enterpriseCenter/organization/organizationList',
  roles: '/enterpriseCenter/rolemanage/roleList',
  roleBuild: '/enterpriseCenter/rolemanage/roleBuild',
};
/** antd puts a space between the two characters of a two-character Chinese button label. */
const label = (text: string) => new RegExp(`^\\s*${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?')}\\s*$`);

/** Opens a select in the open dialog and takes its first option. */
async function pickFirst(page: Page, testId: string): Promise<void> {
  await page.getByRole('dialog').getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  // Out of the select (a multiple choice stays open), without Escape, which would close the dialog.
  await page.getByRole('dialog').getByTestId('department-name').click();
}

/** The signed-in person's own member id in the enterprise they are in: a department needs a member (§5). */
async function ownMemberIds(page: Page): Promise<string[]> {
  const members = await consoleCall<{ list: { id: string }[] }>(page, `${organizationRoutes.members.path}?status=onTheJob`, {}, 'GET');
  return [members.list[0]!.id];
}

async function consoleCall<T>(page: Page, path: string, body: Record<string, unknown>, method: 'GET' | 'POST' = 'POST'): Promise<T> {
  const headers = { ...requiredHeaders, 'Accept-Language': 'en' };
  const res =
    method === 'POST'
      ? await page.request.post(`${baseURL}/webgate${path}`, { data: body, headers })
      : await page.request.get(`${baseURL}/webgate${path}`, { headers });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (json.code !== 0) throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json.data;
}

test('a member accepts an invitation, sees only their role’s menu, and a custom role’s button comes and goes (en)', async ({ browser }) => {
  test.setTimeout(240_000);
  const p = en;
  const { context, page } = await personContext(browser, 'en', ownAddress());
  // The invitee: a registered person of their own. Their registration code went to their phone,
  // and a phone gets one message a minute (an invitation is one): the invitation waits that minute out.
  const invitee = await personContext(browser, 'en', ownAddress());
  const inviteFrom = Date.now() + 61_000;
  const enterpriseName = `Org journey ${Date.now().toString(36)}`;
  await page.goto('/dashboard/home');
  await consoleCall(page, enterpriseRoutes.create.path, { name: enterpriseName });

  // Departments: one at the top and one below it, through the page. A department needs a member (§5):
  // without one the dialog says so beside the field; the head is chosen among the members picked.
  await page.goto(pages.organization);
  await page.getByTestId('department-add').click();
  await page.getByTestId('department-name').fill('Sales');
  await page.getByRole('dialog').getByRole('button', { name: p.common.save }).click();
  await expect(page.getByRole('dialog').getByText(p.validation.required.replace('{{field}}', p.fields.memberIds))).toBeVisible();
  await pickFirst(page, 'department-members');
  await pickFirst(page, 'department-head');
  await screenshot(page, 'organization-department-members-en');
  await page.getByRole('dialog').getByRole('button', { name: p.common.save }).click();
  await expect(page.getByTestId('department-tree').getByText('Sales', { exact: true })).toBeVisible();
  await page.getByTestId('department-tree').getByText('Sales', { exact: true }).click();
  await page.getByTestId('department-add').click();
  await page.getByTestId('department-name').fill('North');
  await pickFirst(page, 'department-members');
  await page.getByRole('dialog').getByRole('button', { name: p.common.save }).click();
  await expect(page.getByText(p.organization.tree.saved).first()).toBeVisible();

  await page.waitForTimeout(Math.max(0, inviteFrom - Date.now()));
  await page.getByTestId('member-invite').click();
  await page.getByTestId('member-recipient').fill(invitee.person.phone);
  await page.getByTestId('member-name').fill('Li Lei');
  await screenshot(page, 'organization-invite-en');
  await page.getByRole('dialog').getByRole('button', { name: p.organization.invite.submit }).click();
  await expect(page.getByText(p.organization.invite.invitationSent).first()).toBeVisible();
  await screenshot(page, 'organization-list-en');
  // The invitation waits beside the members as "invited" until it is accepted.
  const waiting = page.getByTestId('pending-invitations');
  await expect(waiting.getByText('Li Lei')).toBeVisible();
  await expect(waiting.getByTestId('invitation-status')).toHaveText(p.organization.pending.invited);
  await screenshot(page, 'organization-pending-en');

  // The invitee accepts on their home page and lands in the enterprise with the member role's menu.
  await invitee.page.goto('/dashboard/home');
  await invitee.page.getByTestId('accept-invitation').click();
  await invitee.page.waitForURL(/\/dashboard\/home/);
  await expect(invitee.page.getByTestId('invitations')).toHaveCount(0);
  await expect(invitee.page.getByRole('menuitem', { name: p.routes.organizationList })).toHaveCount(0);
  await expect(invitee.page.getByRole('menuitem', { name: p.routes.eBasicInfo })).toHaveCount(0);
  await screenshot(invitee.page, 'organization-member-home-en');
  // Accepted, it no longer waits.
  await page.reload();
  await expect(page.getByTestId('members').getByText('Li Lei')).toBeVisible();
  await expect(page.getByTestId('pending-invitations')).toHaveCount(0);

  // A custom role built in the console: the organization page and its add button.
  await page.goto(pages.roles);
  await page.getByTestId('role-add').click();
  await expect(page).toHaveURL(new RegExp(`${pages.roleBuild}$`));
  await page.getByTestId('role-name').fill('Org keeper');
  await page.getByTestId('role-description').fill('Keeps the organization');
  const picker = page.getByTestId('module-picker');
  await picker.locator('.ant-tree-treenode', { hasText: p.routes.organizationList }).locator('.ant-tree-checkbox').click();
  await screenshot(page, 'roles-build-en');
  // Creating a role is a protected act; its dialog has its own journey (operation-protection.spec.ts).
  await provenForOperations(page.context());
  await page.getByTestId('role-save').click();
  await expect(page).toHaveURL(new RegExp(`${pages.roles}$`));
  await expect(page.getByRole('cell', { name: 'Org keeper', exact: true })).toBeVisible();
  await screenshot(page, 'roles-list-en');

  // The master gives the member the role: at their next page load the organization is in their menu,
  // with the add button, which ticking the page in the role tree ticked with it.
  const roles = await consoleCall<{ list: { id: string; name: string }[] }>(page, rolesRoutes.list.path, {}, 'GET');
  const role = roles.list.find((r) => r.name === 'Org keeper')!;
  const members = await consoleCall<{ list: { id: string; name: string }[] }>(page, organizationRoutes.members.path, {}, 'GET');
  const member = members.list.find((m) => m.name === 'Li Lei')!;
  await consoleCall(page, organizationRoutes.editMember.path.replace(':id', member.id), { name: 'Li Lei', roleId: role.id });
  await invitee.page.goto(pages.organization);
  await expect(invitee.page.getByTestId('members')).toBeVisible();
  await expect(invitee.page.getByTestId('member-invite')).toBeVisible();
  await screenshot(invitee.page, 'organization-member-with-add-en');

  // The master takes the add button off: it is gone for the member; gives it back: it appears again.
  const edit = (moduleCodes: string[]) =>
    consoleCall(page, rolesRoutes.edit.path.replace(':id', role.id), {
      name: 'Org keeper',
      description: 'Keeps the organization',
      moduleCodes,
    });
  await edit(['organizationList']);
  await invitee.page.reload();
  await expect(invitee.page.getByTestId('members')).toBeVisible();
  await expect(invitee.page.getByTestId('member-invite')).toHaveCount(0);
  await edit(['organizationList', 'organization:organizationList:add']);
  await invitee.page.reload();
  await expect(invitee.page.getByTestId('member-invite')).toBeVisible();

  await invitee.context.close();
  await context.close();
});

test('roles and the organization in Chinese', async ({ browser }) => {
  test.setTimeout(180_000);
  const p = zh;
  const { context, page } = await personContext(browser, 'zh', ownAddress());
  await page.goto('/dashboard/home');
  await consoleCall(page, enterpriseRoutes.create.path, { name: `组织${Date.now().toString(36)}` });
  const memberIds = await ownMemberIds(page);
  const sales = await consoleCall<{ nodeCode: string }>(page, organizationRoutes.createDepartment.path, { name: '销售部', memberIds });
  await consoleCall(page, organizationRoutes.createDepartment.path, { name: '华北区', parentCode: sales.nodeCode, memberIds });
  await consoleCall(page, organizationRoutes.createDepartment.path, { name: '市场部', memberIds });

  await page.goto(pages.organization);
  await expect(page.getByTestId('department-tree').getByText('销售部')).toBeVisible();
  // A refused form names the field and keeps what was typed.
  await page.getByTestId('department-add').click();
  await page.getByTestId('department-name').fill('销售部');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: label(p.common.save) })
    .click();
  await expect(page.getByRole('dialog').getByText(p.validation.required.replace('{{field}}', p.fields.memberIds))).toBeVisible();
  await pickFirst(page, 'department-members');
  await pickFirst(page, 'department-head');
  await screenshot(page, 'organization-department-members-zh');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: label(p.common.save) })
    .click();
  await expect(page.getByRole('dialog').getByText(p.errors.departmentNameTaken)).toBeVisible();
  await expect(page.getByTestId('department-name')).toHaveValue('销售部');
  await screenshot(page, 'organization-department-taken-zh');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: label(p.common.cancel) })
    .click();
  // A department dragged onto another moves under it, after a confirmation.
  const tree = page.getByTestId('department-tree');
  // As in any tree, a drop a little to the right of the target's start goes into it (straight below is beside it).
  const source = tree.getByText('市场部', { exact: true });
  const target = tree.getByText('销售部', { exact: true });
  const from = (await source.boundingBox())!;
  const onto = (await target.boundingBox())!;
  await page.mouse.move(from.x + 4, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + from.height / 2 + 8, { steps: 4 });
  await page.mouse.move(onto.x + 64, onto.y + onto.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByRole('dialog')).toContainText(
    p.organization.tree.moveConfirm.replace('{{name}}', '市场部').replace('{{parent}}', '销售部'),
  );
  await page
    .getByRole('dialog')
    .getByRole('button', { name: label(p.organization.tree.move) })
    .click();
  await expect(page.getByText(p.organization.tree.moved)).toBeVisible();
  await page.getByTestId('department-search').locator('input').fill('市场');
  await page.getByTestId('department-search').locator('input').press('Enter');
  await expect(page.getByTestId('department-hits').getByText('销售部 / 市场部')).toBeVisible();
  await page.getByTestId('department-search').locator('input').fill('华北');
  await page.getByTestId('department-search').locator('input').press('Enter');
  await expect(page.getByTestId('department-hits').getByText('销售部 / 华北区')).toBeVisible();
  await screenshot(page, 'organization-list-zh');

  // An invitation by e-mail waits as invited (in Chinese); revoked, it is gone.
  await consoleCall(page, organizationRoutes.invite.path, { name: '韩梅', phoneOrEmail: `hm${Date.now().toString(36)}@example.com` });
  await page.reload();
  const waiting = page.getByTestId('pending-invitations');
  await expect(waiting.getByTestId('invitation-status')).toHaveText(p.organization.pending.invited);
  await expect(waiting.getByText('韩梅')).toBeVisible();
  await screenshot(page, 'organization-pending-zh');
  await waiting.getByTestId('invitation-revoke').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText(p.organization.pending.revokeConfirm.replace('{{name}}', '韩梅'));
  await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
  await expect(page.getByText(p.organization.pending.revoked)).toBeVisible();
  await expect(page.getByTestId('pending-invitations')).toHaveCount(0);

  await page.goto(pages.roles);
  await expect(page.getByRole('cell', { name: p.roles.builtIn.master, exact: true })).toBeVisible();
  await screenshot(page, 'roles-list-zh');
  await page.getByTestId('role-add').click();
  await page.getByTestId('role-save').click();
  await expect(page.getByText(p.validation.modulesRequired)).toBeVisible();
  await screenshot(page, 'roles-build-zh');

  // External contacts: an enterprise needs one of its two codes; the refusal names the field.
  await page.goto('/enterpriseCenter/exContacts/list');
  await page.getByTestId('contact-add').click();
  await page.getByTestId('contact-name').fill('乙方科技有限公司');
  await page.getByTestId('contact-phone').fill('13912345678');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: label(p.common.save) })
    .click();
  await expect(page.getByRole('dialog').getByText(p.validation.creditOrOrgCode)).toBeVisible();
  await page.getByTestId('contact-credit-code').fill('91350100M000100Y43');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: label(p.common.save) })
    .click();
  await expect(page.getByRole('cell', { name: '乙方科技有限公司' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '139****5678' })).toBeVisible();
  await screenshot(page, 'contacts-list-zh');
  await context.close();
});

/** The downloaded template with rows added below its sample row, saved where the file chooser can pick it. */
async function filledTemplate(page: Page, rows: string[][]): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('import-template').click()]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  // A phone gets one message a minute and five an hour (an invitation is one): each run's sample row
  // goes to a number of its own rather than the template's sample number.
  sheet.getRow(2).getCell(2).value = `139${String(Date.now()).slice(-8)}`;
  for (const row of rows) sheet.addRow(row);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'import-')), 'members.xlsx');
  await workbook.xlsx.writeFile(file);
  return file;
}

for (const language of ['en', 'zh'] as const) {
  test(`imports members from the downloaded template with one bad row (${language})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const p = language === 'en' ? en : zh;
    const { context, page } = await personContext(browser, language, ownAddress());
    await page.goto('/dashboard/home');
    await consoleCall(page, enterpriseRoutes.create.path, { name: `Import ${language} ${Date.now().toString(36)}` });
    await consoleCall(page, organizationRoutes.createDepartment.path, {
      name: p.imports.members.sampleDepartments,
      memberIds: await ownMemberIds(page),
    });
    await page.goto(pages.organization);
    await page.getByTestId('import-open').click();
    const file = await filledTemplate(page, [
      ['Han Meimei', `han.meimei.${language}.${Date.now().toString(36)}@example.com`, 'E0002', '', ''],
      ['Bad Phone', '1391111', '', '', ''],
    ]);
    await page.getByRole('dialog').locator('input[type=file]').setInputFiles(file);
    await expect(page.getByTestId('import-summary')).toHaveText(
      p.imports.ui.summary_other.replace('{{count}}', '3').replace('{{valid}}', '2').replace('{{invalid}}', '1'),
    );
    await expect(page.getByTestId('import-errors').getByRole('cell', { name: '4', exact: true })).toBeVisible();
    await expect(page.getByTestId('import-errors').getByRole('cell', { name: p.imports.members.phoneOrEmail })).toBeVisible();
    await screenshot(page, `organization-import-preview-${language}`);
    await page.getByTestId('import-confirm').click();
    await expect(page.getByTestId('import-result')).toContainText(
      p.imports.ui.finished.replace('{{done}}', '2').replace('{{failed}}', '1'),
    );
    await expect(page.getByTestId('import-error-report')).toBeVisible();
    await screenshot(page, `organization-import-done-${language}`);
    await context.close();
  });
}
