import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { isLockerBranch, type OrderDetail, type OrderListItem } from '@supplier/contracts/orders';
import { API_HEADERS, loginViaApi, readSmsCode, signInViaApi, uniqueTelephone, type StoredUser } from '../support/auth';

/**
 * A shop's team (issue 34) against the built product: the owner invites a warehouse member, who
 * signs in from the SMS link with a phone code, sees only their sections, makes a waybill and is
 * refused the balances (the page and the API); the owner reads it in «Журнал дій».
 * Once in Ukrainian at 390 px, once in English on a wide screen.
 */

let owner: StoredUser;
const bearer = (token: string) => ({ ...API_HEADERS, authorization: `Bearer ${token}` });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  owner = await loginViaApi(request);
});

/** A new Nova Poshta order of the demo supplier without a waybill, for the member to ship. */
async function orderToShip(request: APIRequestContext): Promise<OrderListItem> {
  const query = new URLSearchParams({ tab: 'new', delivery_method: 'novaposhta', has_ttn: 'false', per_page: '20' });
  const response = await request.get(`/api/admin-suppliers/v1/orders?${query}`, { headers: bearer(owner.token) });
  expect(response.ok(), await response.text()).toBeTruthy();
  // to a branch, not a parcel locker, whose cells a large order's parcel may not fit (the dialog then refuses it)
  for (const order of ((await response.json()) as { data: OrderListItem[] }).data) {
    const detail = await request.get(`/api/admin-suppliers/v1/orders/${order.id}`, { headers: bearer(owner.token) });
    expect(detail.ok(), await detail.text()).toBeTruthy();
    const { data } = (await detail.json()) as { data: OrderDetail };
    if (!isLockerBranch(data.delivery.branch)) return order;
  }
  throw new Error('no new Nova Poshta order without a waybill to a branch');
}

/** The side menu's links (opened first on a phone, where it is a sheet). */
async function menuLinks(page: Page, phone: boolean) {
  if (phone) await page.getByTestId('menu-toggle').click();
  const menu = page.getByTestId('side-menu');
  await expect(menu).toBeVisible();
  return menu;
}

interface Run {
  lang: 'uk' | 'en';
  viewport: { width: number; height: number };
  texts: { inviteSent: RegExp; waybillAction: RegExp; acceptedAction: RegExp };
}

async function teamFlow(browser: Browser, page: Page, request: APIRequestContext, { lang, viewport, texts }: Run) {
  const phone = viewport.width < 768;
  const telephone = uniqueTelephone();
  const name = `Склад ${telephone.slice(-4)}`;
  await page.setViewportSize(viewport);
  await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
  await signInViaApi(page, request);

  // the owner invites a warehouse member, seeing the role's access before sending
  await page.goto('/settings/team');
  await expect(page.getByTestId('team-page')).toBeVisible();
  await expect(page.getByTestId('roles-matrix').locator('[data-permission="money:move"]')).toBeVisible();
  await page.getByTestId('team-invite').click();
  const dialog = page.getByTestId('invite-dialog');
  await dialog.getByTestId('invite-telephone').fill(telephone.slice(4));
  await dialog.getByTestId('invite-name').fill(name);
  await dialog.getByTestId('role-select').selectOption('warehouse');
  await expect(dialog.getByTestId('role-permissions')).not.toContainText(/Баланси|Balances/);
  const since = Date.now();
  await dialog.getByTestId('invite-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(texts.inviteSent).first()).toBeVisible();
  await expect(page.getByTestId('invitation-row').filter({ hasText: name })).toBeVisible();

  // the member opens the SMS link in their own browser and signs in with the code
  let link = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/sms-outbox?telephone=${encodeURIComponent(telephone)}`);
        const [latest] = ((await response.json()) as { data: { text: string }[] }).data;
        link = /\/team\/join\?token=[\w-]+/.exec(latest?.text ?? '')?.[0] ?? '';
        return link;
      },
      { message: `the invitation SMS to ${telephone}` },
    )
    .not.toBe('');
  const memberContext = await browser.newContext({ viewport, locale: lang === 'en' ? 'en-GB' : 'uk-UA' });
  const member = await memberContext.newPage();
  // the shop's Telegram prompt is dismissed for the member as signInViaApi does for the owner
  await member.addInitScript(
    ({ language, supplierId }) => {
      localStorage.setItem('lang', language);
      localStorage.setItem('telegramPromptDismissed', JSON.stringify({ [supplierId]: Date.now() + 864e6 }));
    },
    { language: lang, supplierId: owner.data.id },
  );
  await member.goto(link);
  await expect(member.locator('main')).toContainText(/«(Склад|Warehouse)»/);
  const codeSince = Date.now();
  await member.getByTestId('invitation-accept').getByRole('button').click();
  const code = await readSmsCode(request, telephone, { since: Math.max(since, codeSince) });
  await member.getByRole('textbox').first().focus();
  await member.keyboard.type(code);
  await member
    .getByTestId('invitation-accept')
    .getByRole('button', { name: /Прийняти|Accept/ })
    .click();

  // the member's panel: their sections only
  await expect(member).toHaveURL(/\/orders/);
  const stored = await member.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as StoredUser);
  expect(stored.token).toBeTruthy();
  const menu = await menuLinks(member, phone);
  await expect(menu.locator('a[href="/orders"]')).toBeVisible();
  await expect(menu.locator('a[href="/payments/balances/main-balance"]')).toHaveCount(0);
  await expect(menu.locator('a[href="/settings/team"]')).toHaveCount(0);
  if (phone) await member.keyboard.press('Escape');

  // they make a waybill on an order
  const order = await orderToShip(request);
  await member.goto(`/orders/${order.id}`);
  const delivery = member.getByTestId('order-delivery');
  await delivery.getByTestId('waybill-create').click();
  const waybill = member.getByTestId('waybill-dialog');
  await waybill.getByTestId('waybill-weight').fill('2');
  await waybill.getByTestId('waybill-submit').click();
  await expect(waybill).toHaveCount(0);
  await expect(member.getByTestId('order-detail-ttn')).toHaveText(/^\d{14}$/);

  // the balances are closed to them: the page says so, the API answers 403
  await member.goto('/payments/balances/main-balance');
  await expect(member.getByTestId('no-access')).toBeVisible();
  const balance = await request.get('/api/admin-suppliers/v1/customer/account/balance', {
    headers: bearer(stored.token),
  });
  expect(balance.status()).toBe(403);
  await memberContext.close();

  // the owner sees the member and their waybill in the activity log
  await page.goto('/settings/team');
  const row = page.getByTestId('member-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('member-role')).toHaveText(/Склад|Warehouse/);
  await page.goto('/settings/activity');
  const entry = page.getByTestId('activity-entry').filter({ hasText: name }).filter({ hasText: texts.waybillAction });
  await expect(entry.first()).toBeVisible();
  // and their joining, with the invitation's status and the role it gave, in words
  const joined = page.getByTestId('activity-entry').filter({ hasText: name }).filter({ hasText: texts.acceptedAction });
  await expect(joined.first().getByTestId('activity-changes')).toContainText(/Склад|Warehouse/);
  await expect(joined.first().getByTestId('activity-changes')).toContainText(/Прийняте|Accepted/);
}

test('uk at 390 px: invite a warehouse member, who signs in by code, ships, is refused the balances; the log shows it', async ({
  browser,
  page,
  request,
}) => {
  await teamFlow(browser, page, request, {
    lang: 'uk',
    viewport: { width: 390, height: 844 },
    texts: {
      inviteSent: /Запрошення надіслано/,
      waybillAction: /Створено ТТН/,
      acceptedAction: /Прийнято запрошення до команди/,
    },
  });
});

test('English on a wide screen: the same team flow', async ({ browser, page, request }) => {
  await teamFlow(browser, page, request, {
    lang: 'en',
    viewport: { width: 1280, height: 900 },
    texts: {
      inviteSent: /[Ii]nvitation/,
      waybillAction: /[Ww]aybill created/,
      acceptedAction: /Team invitation accepted/,
    },
  });
});
