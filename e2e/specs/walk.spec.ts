import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { API_HEADERS, loginViaApi, type StoredUser } from '../support/auth';
import { routerPages, type RoutePage } from '../support/router-paths';

/**
 * A seller's walk through every page of the panel (issue 17): each route the web router declares,
 * at 390, 768 and 1440 px, in Ukrainian and in English. On each: no sideways scroll, no console
 * message of any kind (errors, warnings, logs; Chromium's own verbose hints aside), no raw i18n key,
 * no text of the other language outside the seller's own data (in English no «грн» and no decimal
 * comma either: numbers follow the language, ADR 0043), no serious or critical axe violation, no
 * "being prepared" placeholder (item 5 also follows every link of the panel to make sure none leads
 * to one). A screenshot of each route and width lands in e2e/test-results/walk/{language}/. Issue 37
 * adds a known amount in each language's format and the supplier API's documentation.
 */

const WIDTHS = [390, 768, 1440] as const;
const HEIGHT = 900;
const LANGUAGES = ['uk', 'en'] as const;
type Language = (typeof LANGUAGES)[number];
/**
 * axe is the slow part of the walk (seconds per run on CI's 2 cores) and reads the document, which
 * changes little with width and language: each page gets one run, the pages taking turns between
 * Ukrainian on the phone and English on the laptop. shell.spec covers the menu at both sizes.
 */
const axeRunFor = (index: number): { language: Language; width: number } =>
  index % 2 === 0 ? { language: 'uk', width: 390 } : { language: 'en', width: 1440 };
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SHOTS = fileURLToPath(new URL('../test-results/walk/', import.meta.url));

/** Fields whose text the server writes for the panel: they must be in the panel's language. */
const SERVER_TEXT_KEYS = new Set(['message', 'title', 'body']);
/** The API's money texts (`*_format`, `*_formatted`, `formatted_*`) are uk-UA: the panel must not print them in English. */
const serverText = (key: string) => SERVER_TEXT_KEYS.has(key) || /(^|_)format(ted)?(_|$)/.test(key);

/**
 * The seller's own data (and the marketplace's, like category names and Nova Poshta's places) may
 * be in any language: every string the API answered outside SERVER_TEXT_KEYS is taken out of a
 * text before its language is judged. Form fields hold data too.
 */
function collectData(value: unknown, into: Set<string>, key = ''): void {
  if (typeof value === 'string') {
    if (value.trim() && !serverText(key)) into.add(value.trim());
  } else if (Array.isArray(value)) {
    for (const item of value) collectData(item, into, key);
  } else if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) collectData(item, into, name);
  }
}

/** The placeholder unbuilt sections once showed (ADR 0011): no route, tab or menu item may lead to it. */
const PLACEHOLDER = /Розділ готується|being prepared/i;

/** Elements whose text is data by nature: form fields, and what the panel marks (initials of a name). */
const DATA_ELEMENTS = 'input,textarea,select,[contenteditable],[data-seller-data]';

/** A decimal comma (`102,8`, `1 234,50`): Ukrainian numbers, wrong in English (`102.8`, ADR 0043). */
const DECIMAL_COMMA = /(?<![\d,])\d+,\d{1,2}(?![\d])/;

/** Words that read the same in both languages (brands, standards, units). */
const NEUTRAL_LATIN =
  /\b(X{2,}|Home|End|Delete|Enter|Esc|Tab|Shift|Telegram|Nova Poshta|API|IBAN|SKU|EAN|EAN-13|ID|URL|ТТН|Email|E-mail|Push|SMS|JPEG|PNG|WebP|MB|XML|YML|CSV|XLSX|Prom|Rozetka|Meest|LiqPay|Viber|Google|EDRPOU|PDF|HTML|Chrome|Firefox|Safari|Edge|Opera|Windows|macOS|Linux|Android|iOS)\b/gi;

/** A path pattern from the router with a real id of the demo supplier's data in place of each param. */
async function samplePaths(request: APIRequestContext, user: StoredUser): Promise<Map<string, string>> {
  const headers = { ...API_HEADERS, authorization: `Bearer ${user.token}` };
  const first = async (path: string) => {
    const response = await request.get(`/api/admin-suppliers/v1/${path}`, { headers });
    expect(response.ok(), `${path}: ${await response.text()}`).toBeTruthy();
    const body = (await response.json()) as { data: Array<{ id: number | string }> };
    expect(body.data.length, `the demo supplier has ${path}`).toBeGreaterThan(0);
    return String(body.data[0]!.id);
  };
  return new Map([
    ['/products/edit/:id', `/products/edit/${await first('products?per_page=1')}`],
    ['/stores/edit/:id', `/stores/edit/${await first('stores')}`],
    ['/payment-methods/methods/details/:id', `/payment-methods/methods/details/${await first('payment-methods')}`],
    ['/orders/:id', `/orders/${await first('orders?per_page=1')}`],
    ['/returns/:id', `/returns/${await first('returns?tab=all&per_page=1')}`],
    ['/chats/:chatId', `/chats/${await first('chats?per_page=1')}`],
    ['/integrations/edit/:id', `/integrations/edit/${await first('integrations')}`],
  ]);
}

function concrete(page: RoutePage, samples: Map<string, string>): string {
  if (!page.path.includes(':')) return page.path;
  const path = samples.get(page.path);
  expect(path, `the walk needs a sample id for ${page.path} (add it to samplePaths)`).toBeTruthy();
  return path!;
}

/** Navigates inside the running SPA (no reload): the router follows history changes. */
async function clientNavigate(page: Page, path: string) {
  await page.evaluate((to) => {
    // The router's own entry shape, so it (and a form's leave blocker) takes it as its navigation.
    const previous = window.history.state as { idx?: number } | null;
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (previous?.idx ?? 0) + 1 };
    window.history.pushState(state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  }, path);
}

/** The page has loaded: network quiet, no skeleton or busy region, fonts ready. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await laidOut(page);
}

/** The layout follows the current viewport (after a resize no new data is needed). */
async function laidOut(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  // The side menu's width and the content's padding animate when the breakpoint changes.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * Free-text fields (issue 17, item 2) that do not state their limit: each needs `maxlength` and a
 * description holding the limit hint. Formatted fields (numbers, phones, emails, passwords, dates,
 * searches, pickers, a `pattern`, a sign-in name) are bounded by their format.
 */
async function unstatedLimits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fields = Array.from(
      document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        'textarea, input:not([type]), input[type="text"]',
      ),
    ).filter(
      (field) =>
        field.getClientRects().length > 0 &&
        !field.readOnly &&
        !field.disabled &&
        !['numeric', 'decimal', 'tel'].includes(field.inputMode) &&
        field.getAttribute('role') !== 'combobox' &&
        !field.getAttribute('pattern') &&
        field.autocomplete !== 'username' &&
        field.getAttribute('aria-autocomplete') === null,
    );
    return fields
      .filter((field) => {
        const described = (field.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .some((id) => id && document.getElementById(id)?.querySelector('[data-testid="text-limit"]'));
        return field.maxLength < 0 || !described;
      })
      .map(
        (field) => field.labels?.[0]?.textContent?.trim() || field.getAttribute('aria-label') || field.name || field.id,
      );
  });
}

interface TextFindings {
  rawKeys: string[];
  otherLanguage: string[];
  /** «обл..»: a sentence's dot after an abbreviation's. */
  doubleDots: string[];
}

/** Reads the panel's own words (not the seller's data) and flags raw keys and the other language. */
async function readTexts(page: Page, language: Language, data: Set<string>): Promise<TextFindings> {
  return page.evaluate(
    ({ language, dataElements, neutral, decimalComma, data }) => {
      // Longest first, so a name is taken out whole before any shorter string inside it. Bare numbers
      // are no language: taking one out of a longer figure (`4.75` of `UAH 3,624.75`) would leave a false `3,62`.
      const known = data.filter((value) => !/^[\d\s.,:+-]+$/.test(value)).sort((a, b) => b.length - a.length);
      const withoutData = (text: string) => {
        let rest = text;
        for (const value of known) {
          if (!rest.includes(value)) continue;
          // A short value (a zone «А») only as a word of its own, not as letters inside words.
          rest =
            value.length > 2
              ? rest.split(value).join(' ')
              : rest.replace(
                  new RegExp(`(?<![\\p{L}])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'gu'),
                  ' ',
                );
        }
        return rest;
      };
      const rawKeys: string[] = [];
      const otherLanguage: string[] = [];
      const doubleDots: string[] = [];
      const neutralRe = new RegExp(neutral, 'gi');
      // A text marked as another language (a language's own name) is not the panel's words.
      const foreign = (element: Element) => (element.closest('[lang]')?.getAttribute('lang') ?? language) !== language;
      const visible = (element: Element) => {
        const box = (element as HTMLElement).getBoundingClientRect();
        const style = getComputedStyle(element);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
      };
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent?.trim();
        if (!parent || !text || parent.closest(`script,style,${dataElements}`) || foreign(parent) || !visible(parent))
          continue;
        texts.push(text);
      }
      for (const element of Array.from(document.querySelectorAll('[placeholder],[aria-label],[title]'))) {
        if (foreign(element)) continue;
        for (const name of ['placeholder', 'aria-label', 'title']) {
          const value = element.getAttribute(name)?.trim();
          if (value) texts.push(value);
        }
      }
      for (const text of texts) {
        // i18next shows a missing key as the key: `namespace:a.b` or `a.b` / `aB.cD`.
        // (a date pattern such as `dd.mm.yyyy` is a placeholder, not a key)
        if (
          /^[a-z][\w-]*:[a-z][\w.-]*$/i.test(text) ||
          (/^[a-z][a-zA-Z0-9]*(\.[a-zA-Z][a-zA-Z0-9_]*)+$/.test(text) && !/^[dmy]+(\.[dmy]+)+$/i.test(text))
        ) {
          rawKeys.push(text);
        }
        if (/[^.]\.\.(?!\.)/.test(text)) doubleDots.push(text);
        const words = withoutData(text).replace(neutralRe, ' ');
        if (language === 'en' && (/[а-яіїєґА-ЯІЇЄҐ]/.test(words) || new RegExp(decimalComma).test(words))) {
          otherLanguage.push(text);
        }
        if (language === 'uk' && /(^|[^\p{L}])[A-Za-z]{3,}([^\p{L}]|$)/u.test(words) && !/[@/]|\.\w/.test(words)) {
          otherLanguage.push(text);
        }
      }
      return {
        rawKeys: [...new Set(rawKeys)],
        otherLanguage: [...new Set(otherLanguage)],
        doubleDots: [...new Set(doubleDots)],
      };
    },
    {
      language,
      dataElements: DATA_ELEMENTS,
      neutral: NEUTRAL_LATIN.source,
      decimalComma: DECIMAL_COMMA.source,
      data: [...data],
    },
  );
}

let user: StoredUser;
let samples: Map<string, string>;
/**
 * The buyers' names of the latest orders and return requests: a notification's text names them,
 * and the notifications page may come before the pages whose answers carry them.
 */
const buyersData = new Set<string>();
const only = process.env.WALK_ONLY ? new RegExp(process.env.WALK_ONLY) : null;
const pages = routerPages().filter((page) => !only || only.test(page.path));
const adminPages = pages.filter((page) => page.area === 'admin');
const authPages = pages.filter((page) => page.area === 'auth');

test.beforeAll(async ({ request }) => {
  user = await loginViaApi(request);
  samples = await samplePaths(request, user);
  const headers = { ...API_HEADERS, authorization: `Bearer ${user.token}` };
  for (const path of ['orders?per_page=100', 'returns']) {
    const response = await request.get(`/api/admin-suppliers/v1/${path}`, { headers });
    expect(response.ok(), `${path}: ${await response.text()}`).toBeTruthy();
    collectData(await response.json(), buyersData);
  }
});

test('the router gives the walk its pages', () => {
  const all = routerPages().map((page) => page.path);
  expect(all.length).toBeGreaterThan(25);
  expect(all).toEqual(expect.arrayContaining(['/auth/login', '/settings/preferences', '/products/edit/:id']));
});

/** The panel's own links on the page (menu, tabs, buttons), without the seller's data rows. */
async function internalLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]'))
      .filter((link) => !link.closest('[data-testid="product-row"],[data-testid="product-card"]'))
      // the server's own pages (the supplier API's documentation) are not the router's
      .filter((link) => !link.getAttribute('href')!.startsWith('/api/'))
      .map((link) => link.getAttribute('href')!.split('#')[0]!)
      .filter(Boolean),
  );
}

test('item 5: every menu item, tab and link of the panel leads to a built page, never to a placeholder', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.addInitScript((stored) => {
    localStorage.setItem('user', JSON.stringify(stored));
    localStorage.setItem('telegramPromptDismissed', JSON.stringify({ [stored.data.id]: Date.now() + 864e6 }));
  }, user);
  await page.setViewportSize({ width: 1440, height: HEIGHT });
  await page.goto('/dashboard/statistics');
  await settled(page);
  // open each group of the side menu in turn (one may close another), gathering its links
  const groups = page.getByRole('navigation', { name: 'Головне меню' }).locator('button[aria-expanded]');
  const shell = await internalLinks(page);
  for (let index = 0; index < (await groups.count()); index += 1) {
    const group = groups.nth(index);
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    shell.push(...(await internalLinks(page)));
  }

  const seen = new Set<string>();
  let queue = [...new Set(shell)];
  const problems: string[] = [];
  // the links of the shell and of every page they lead to, one level further
  for (let depth = 0; depth < 2 && queue.length > 0; depth += 1) {
    const next: string[] = [];
    for (const href of queue) {
      if (seen.has(href)) continue;
      seen.add(href);
      await clientNavigate(page, href);
      await settled(page);
      const path = new URL(page.url()).pathname;
      if (path === '/404') problems.push(`${href}: leads to /404`);
      if (await page.getByText(PLACEHOLDER).count()) problems.push(`${href}: a "being prepared" placeholder`);
      if (depth === 0) next.push(...(await internalLinks(page)));
    }
    queue = [...new Set(next)];
  }
  expect(seen.size).toBeGreaterThan(15);
  expect(problems).toEqual([]);
});

for (const language of LANGUAGES) {
  test(`walk: every page in ${language} at ${WIDTHS.join(', ')} px`, async ({ browser }) => {
    test.setTimeout(60_000 + (adminPages.length + authPages.length) * WIDTHS.length * 4_000);
    mkdirSync(`${SHOTS}${language}`, { recursive: true });
    const context = await browser.newContext({
      viewport: { width: WIDTHS[0], height: HEIGHT },
      // The browser's own locale is the other language: the panel must not follow it.
      locale: language === 'uk' ? 'en-US' : 'uk-UA',
    });
    const page = await context.newPage();
    const console: string[] = [];
    const data = new Set<string>();
    collectData(user, data);
    for (const value of buyersData) data.add(value);
    page.on('response', async (response) => {
      if (!response.url().includes('/api/') || !response.headers()['content-type']?.includes('json')) return;
      collectData(await response.json().catch(() => null), data);
    });
    page.on('console', (message) => {
      // any message: errors, warnings, and logs such as a library's notice (Chromium's verbose DOM hints aside)
      if ((message.type() as string) !== 'verbose') console.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => console.push(error.message));

    const timing = { settle: 0, texts: 0, axe: 0, shot: 0 };
    const lap = async <T>(key: keyof typeof timing, work: () => Promise<T>): Promise<T> => {
      const start = Date.now();
      try {
        return await work();
      } finally {
        timing[key] += Date.now() - start;
      }
    };
    const check = async (label: string, path: string, index: number) => {
      const axeRun = axeRunFor(index);
      await lap('settle', () => settled(page));
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await lap('settle', () => laidOut(page));
        const where = `${path} @${width}`;
        const problems: string[] = [];
        const measure = () =>
          page.evaluate(() => {
            const width = document.documentElement.clientWidth;
            const by = document.documentElement.scrollWidth - width;
            // The element that reaches furthest right, to say where the page widens.
            let widest = '';
            let right = width;
            for (const element of Array.from(document.body.querySelectorAll('*'))) {
              const box = element.getBoundingClientRect();
              if (box.width > 0 && box.right > right) {
                right = box.right;
                widest = `${element.tagName.toLowerCase()}.${String(element.getAttribute('class')).slice(0, 60)}`;
              }
            }
            return { by, widest };
          });
        // A resize reaches the layout through matchMedia listeners and 200 ms transitions, which a
        // loaded machine may start late: only a width that is still there after 3 s is the page's.
        let overflow = await measure();
        for (const until = Date.now() + 3_000; overflow.by > 0 && Date.now() < until; overflow = await measure()) {
          await page.waitForTimeout(250);
        }
        if (overflow.by > 0) problems.push(`${where}: scrolls sideways by ${overflow.by}px (${overflow.widest})`);
        if (await page.getByText(PLACEHOLDER).count()) problems.push(`${where}: a "being prepared" placeholder`);
        if (width === WIDTHS[0]) {
          for (const field of await unstatedLimits(page))
            problems.push(`${where}: «${field}» does not state its limit`);
        }
        const texts = await lap('texts', () => readTexts(page, language, data));
        for (const key of texts.rawKeys) problems.push(`${where}: raw i18n key «${key}»`);
        for (const text of texts.otherLanguage) problems.push(`${where}: not ${language}: «${text}»`);
        for (const text of texts.doubleDots) problems.push(`${where}: a double dot in «${text}»`);
        if (axeRun.language === language && axeRun.width === width) {
          const axe = await lap('axe', () => new AxeBuilder({ page }).withTags(AXE_TAGS).analyze());
          for (const violation of axe.violations) {
            if (violation.impact === 'serious' || violation.impact === 'critical') {
              const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 3);
              problems.push(`${where}: axe ${violation.id} (${violation.impact}) at ${targets.join('; ')}`);
            }
          }
        }
        await lap('shot', () =>
          page.screenshot({ path: `${SHOTS}${language}/${label}@${width}.jpeg`, fullPage: true, quality: 70 }),
        );
        for (const message of console.splice(0)) problems.push(`${where}: console «${message}»`);
        expect.soft(problems, where).toEqual([]);
      }
    };
    const label = (path: string) => path.replace(/^\//, '').replace(/[/:]/g, '_') || 'root';

    // Signed out: the auth pages.
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    await page.goto('/auth');
    for (const [index, route] of authPages.entries()) {
      await clientNavigate(page, route.path);
      await check(label(route.path), route.path, index);
    }

    // Signed in once, then every admin page by client-side navigation.
    await page.evaluate((stored) => {
      localStorage.setItem('user', JSON.stringify(stored));
      localStorage.setItem('telegramPromptDismissed', JSON.stringify({ [stored.data.id]: Date.now() + 864e6 }));
    }, user);
    await page.goto('/settings/preferences');
    for (const [index, route] of adminPages.entries()) {
      const path = concrete(route, samples);
      await clientNavigate(page, path);
      await check(label(path), path, authPages.length + index);
    }
    await context.close();
    process.stdout.write(`walk ${language} timing (ms): ${JSON.stringify(timing)}\n`);
  });
}

/** An amount of hryvnias as a reader of each language writes it (ADR 0043), worked out here, not by the panel's code. */
function expectedMoney(hryvnias: number, language: Language): string {
  const digits = Number.isInteger(hryvnias) ? 0 : 2;
  const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  return language === 'uk'
    ? `${new Intl.NumberFormat('uk-UA', options).format(hryvnias).replace(/\s/g, ' ')} грн`
    : `UAH ${new Intl.NumberFormat('en-GB', options).format(hryvnias)}`;
}

for (const language of LANGUAGES) {
  test(`numbers in ${language}: the main balance and its history's amounts in the language's format`, async ({
    browser,
    request,
  }) => {
    const answer = await request.get('/api/admin-suppliers/v1/customer/account/balance?per_page=20', {
      headers: { ...API_HEADERS, authorization: `Bearer ${user.token}` },
    });
    expect(answer.ok()).toBeTruthy();
    const { balance } = (await answer.json()) as { balance: number };
    expect(balance, 'the demo supplier holds more than a thousand hryvnias').toBeGreaterThan(1000);
    const context = await browser.newContext({ viewport: { width: 390, height: HEIGHT } });
    const page = await context.newPage();
    await page.addInitScript(
      ({ stored, lang }) => {
        localStorage.setItem('lang', lang);
        localStorage.setItem('user', JSON.stringify(stored));
        localStorage.setItem('telegramPromptDismissed', JSON.stringify({ [stored.data.id]: Date.now() + 864e6 }));
      },
      { stored: user, lang: language },
    );
    await page.goto('/payments/balances/main-balance');
    await expect(page.getByTestId('main-balance-amount')).toHaveText(expectedMoney(balance, language));
    const amounts = await page.getByTestId('history-amount').allTextContents();
    expect(amounts.length).toBeGreaterThan(2);
    const shape = language === 'uk' ? /^[+-]?\d{1,3}( \d{3})*(,\d{2})? грн$/ : /^[+-]?UAH\s\d{1,3}(,\d{3})*(\.\d{2})?$/;
    for (const amount of amounts) expect(amount.trim()).toMatch(shape);
    // the operations are the server's words in the request's language (their kinds, not the seller's notes)
    const kinds = page.getByTestId('history-row').locator('td').nth(1).locator('.font-medium');
    if (language === 'en') await expect(kinds.first()).not.toHaveText(/[а-яіїєґ]/i);
    await context.close();
  });
}

test('the supplier API documentation renders its operations at 390, 768 and 1440 px with a silent console', async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if ((message.type() as string) !== 'verbose') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(error.message));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await page.goto('/api/supplier/v1/docs');
    await expect(page.locator('.opblock').first()).toBeVisible();
    expect(await page.locator('.opblock').count(), `operations @${width}`).toBeGreaterThan(5);
    // an operation opens with its parameters and answers
    await page.locator('.opblock-summary').first().click();
    await expect(page.locator('.opblock.is-open .responses-wrapper').first()).toBeVisible();
  }
  expect(messages).toEqual([]);
});
