import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { requiredHeaders } from '@console/contract';
import { en, zh } from '@console/phrases';
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { afterCodeCooldown } from './support/accounts';
import { operatorContext } from './support/operators';
import { addressesIn, personContext } from './support/people';
import { baseURL, dataDir, latestMessage, screenshot, setLanguage } from './support/server';
import { provenForOperations } from './support/operation-protection';

/**
 * The seal journey: an authenticated enterprise's master makes a contract seal from a style (the
 * server's preview beside the choices), uploads a seal image, which an operator rejects with a
 * reason the master then reads on the seal's card, and disables the made seal; en and zh, desktop
 * and phone.
 */
const ownAddress = addressesIn('203.0.131');
const sealsPage = '/enterpriseCenter/sealManage/sealList';

test('an enterprise makes a seal from a style, uploads one that is reviewed, and disables a seal (en, zh)', async ({ browser }) => {
  test.setTimeout(180_000);
  const { context, page } = await personContext(browser, 'en', ownAddress());
  const name = `杭州示例${Date.now().toString().slice(-6)}网络科技有限公司`;
  const created = await page.request.post(`${baseURL}/webgate/console/enterprise/create`, {
    data: { name },
    headers: { ...requiredHeaders, 'Accept-Language': 'en' },
  });
  const enterprise = ((await created.json()) as { data: { id: string } }).data;
  // Enterprise authentication has journeys of its own (enterprise.spec.ts); here it is marked passed in the database.
  const db = new Database(path.join(dataDir, 'console.db'));
  db.prepare('update enterprises set real_name_status = 2, check_status = 2, passed_at = ? where id = ?').run(Date.now(), enterprise.id);
  db.close();

  await page.goto(sealsPage);
  await expect(page.getByText(en.seals.empty)).toBeVisible();

  // A contract seal of 42 mm with an anti-forgery code: the preview is the server's drawing of it.
  await page.getByTestId('seal-create').click();
  const dialog = page.getByTestId('seal-create-dialog');
  await dialog.getByTestId('seal-kind').click();
  await page.locator('.ant-select-item-option', { hasText: en.seals.kind.contract }).click();
  await dialog.getByLabel(en.seals.size.replace('{{size}}', '42')).check();
  await dialog.getByTestId('seal-code').fill('3301060012345');
  const preview = dialog.getByTestId('seal-preview').locator('img');
  await expect(preview).toHaveAttribute('src', /kind=contract&sizeMm=42&code=3301060012345/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(496);
  await screenshot(page, 'seal-create-en', { fullPage: false });
  await page.getByTestId('seal-create-ok').click();
  const card = page.getByTestId('seal-card').filter({ hasText: en.seals.kind.contract });
  await expect(card.getByTestId('seal-status')).toHaveText(en.seals.statusName.normal);
  await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(496);

  // An uploaded image (here: the preview of an official seal, already transparent) waits for review.
  const image = await page.request.get(`${baseURL}/webgate/console/seals/preview?kind=official&sizeMm=40`);
  await page.getByTestId('seal-upload').click();
  const upload = page.getByTestId('seal-upload-dialog');
  await upload.getByTestId('seal-alias').fill('Scanned official seal');
  await upload.locator('input[type=file]').setInputFiles({ name: 'official.png', mimeType: 'image/png', buffer: await image.body() });
  await page.getByTestId('seal-upload-ok').click();
  const uploaded = page.getByTestId('seal-card').filter({ hasText: 'Scanned official seal' });
  await expect(uploaded.getByTestId('seal-status')).toHaveText(en.seals.statusName.inApproval);
  await screenshot(page, 'seals-en');

  // The operator rejects it with a reason.
  const ops = await operatorContext(browser);
  const review = await ops.newPage();
  await review.goto('/operation/seals');
  const row = review.getByTestId('seal-review-queue').getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await screenshot(review, 'ops-seal-review-en');
  await row.getByTestId('seal-review-open').click();
  const form = review.getByTestId('seal-decision-form');
  await form.getByText(en.seals.ops.decision.reject, { exact: true }).click();
  await form.getByRole('textbox').fill('The picture is not a scan of a stamped seal');
  await review.getByTestId('seal-decision-submit').click();
  await expect(review.getByText(en.seals.ops.decision.rejected)).toBeVisible();
  await ops.close();

  // The master reads the reason on the card, and disables the contract seal.
  await page.reload();
  await expect(uploaded.getByTestId('seal-reject-reason')).toContainText('The picture is not a scan of a stamped seal');
  await card.getByTestId('seal-disable').click();
  await expect(card.getByTestId('seal-status')).toHaveText(en.seals.statusName.disabled);

  await setLanguage(page, 'zh');
  await page.goto(sealsPage);
  // The card names its kind in the reader's language now.
  const zhCard = page.getByTestId('seal-card').filter({ hasText: zh.seals.kind.contract });
  await expect(zhCard.getByTestId('seal-status')).toHaveText(zh.seals.statusName.disabled);
  await expect(page.getByTestId('seal-card').filter({ hasText: 'Scanned official seal' }).getByTestId('seal-status')).toHaveText(
    zh.seals.statusName.rejected,
  );
  await screenshot(page, 'seals-zh');
  await page.getByTestId('seal-create').click();
  await expect(page.getByTestId('seal-create-dialog').getByTestId('seal-preview').locator('img')).toBeVisible();
  await screenshot(page, 'seal-create-zh', { fullPage: false });
  await context.close();
});
test('grants a seal to a member after an SMS code; the member sees it; the seal lists its holders (en, zh)', async ({ browser }) => {
  test.setTimeout(240_000);
  const { person: master, context, page } = await personContext(browser, 'en', ownAddress());
  const name = `杭州授权${Date.now().toString().slice(-6)}网络科技有限公司`;
  const headers = { ...requiredHeaders, 'Accept-Language': 'en' };
  const created = await page.request.post(`${baseURL}/webgate/console/enterprise/create`, { data: { name }, headers });
  const enterprise = ((await created.json()) as { data: { id: string } }).data;
  const member = await personContext(browser, 'en', ownAddress());
  // Authentication and joining have journeys of their own; here they are written into the database.
  const db = new Database(path.join(dataDir, 'console.db'));
  db.prepare('update enterprises set real_name_status = 2, check_status = 2, passed_at = ? where id = ?').run(Date.now(), enterprise.id);
  const memberUser = db.prepare('select id from users where account_name = ?').get(member.person.userName) as { id: string };
  db.prepare(
    "insert into members (id, enterprise_id, user_id, role, role_id, status, created_at, display_name) values (?, ?, ?, 'member', null, 1, ?, ?)",
  ).run(randomUUID(), enterprise.id, memberUser.id, Date.now(), 'Li Lei');
  db.close();
  const seal = await page.request.post(`${baseURL}/webgate/console/seals`, { data: { kind: 'contract', sizeMm: 40 }, headers });
  expect(((await seal.json()) as { code: number }).code).toBe(0);

  await page.goto(sealsPage);
  const card = page.getByTestId('seal-card').filter({ hasText: en.seals.kind.contract });
  await card.getByTestId('seal-grant').click();
  const dialog = page.getByTestId('seal-grant-dialog');
  await dialog.getByTestId('grant-member').click();
  await page.locator('.ant-select-item-option', { hasText: 'Li Lei' }).click();
  await dialog.getByLabel(en.seals.grants.roleName.user).check();
  // The willingness check: a code to the granting master's own phone.
  await afterCodeCooldown(master.phone);
  const since = Date.now();
  await dialog.getByTestId('send-code').click();
  const sms = await latestMessage('sms', master.phone, { after: since });
  // The enterprise's name (in the message) carries digits too: the code is the message's last run of six.
  await dialog.getByPlaceholder(en.auth.codePlaceholder).fill(sms.text.match(/\d{6}/g)!.at(-1)!);
  await screenshot(page, 'seal-grant-en', { fullPage: false });
  // A grant is a protected act; its dialog has its own journey (operation-protection.spec.ts).
  await provenForOperations(context);
  await page.getByTestId('seal-grant-ok').click();
  const grants = page.getByTestId('seal-grants');
  await expect(grants.getByRole('row').filter({ hasText: 'Li Lei' })).toContainText(en.seals.grants.status.normal);
  await screenshot(page, 'seal-grants-en');

  // The seal's own holders.
  await card.getByTestId('seal-holders').click();
  await expect(page.getByRole('dialog').getByRole('row').filter({ hasText: 'Li Lei' })).toBeVisible();
  await page.getByRole('dialog').locator('.ant-modal-footer').getByRole('button', { name: en.seals.grants.close }).click();

  // The member sees the seal granted to them, and no seal buttons.
  await member.page.request.post(`${baseURL}/webgate/console/enterprise/switch`, { data: { enterpriseId: enterprise.id }, headers });
  await member.page.goto(sealsPage);
  await expect(member.page.getByText(en.seals.grants.mine)).toBeVisible();
  await expect(member.page.getByTestId('seal-card')).toHaveCount(1);
  await expect(member.page.getByTestId('seal-create')).toHaveCount(0);
  await screenshot(member.page, 'seals-granted-member-en');
  await member.context.close();

  await setLanguage(page, 'zh');
  await page.goto(sealsPage);
  const zhGrants = page.getByTestId('seal-grants');
  await expect(zhGrants.getByRole('row').filter({ hasText: 'Li Lei' })).toContainText(zh.seals.grants.roleName.user);
  await screenshot(page, 'seal-grants-zh');
  await page.getByTestId('seal-card').filter({ hasText: zh.seals.kind.contract }).getByTestId('seal-grant').click();
  await expect(page.getByTestId('seal-grant-dialog').getByText(zh.seals.grants.grantIntro)).toBeVisible();
  await screenshot(page, 'seal-grant-zh', { fullPage: false });
  await context.close();
});
