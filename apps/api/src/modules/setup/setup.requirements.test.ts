import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_REQUIREMENTS, type Endpoint, type EndpointRequirement } from '@supplier/contracts/endpoint';
import { integrationScopes } from '@supplier/contracts/integrations';
import { SUPPLIER_API_PATHS } from '@supplier/contracts/supplier-api';
import { endpointTable, openapiPath, tablesDigest, type Declared } from '../../test/endpoint-table';
import { useClockedApp } from '../identity/testing';
import { categoryId, createProduct, multipart, ok, SMARTPHONES, supplier, type Supplier } from '../catalog/testing';

const FEED = `<?xml version="1.0" encoding="UTF-8"?>
<yml_catalog><shop><categories><category id="1">Смартфони</category></categories><offers>
<offer id="1" available="true"><name_ua>Смартфон</name_ua><price>100</price><categoryId>1</categoryId><vendorCode>GATE-1</vendorCode></offer>
</offers></shop></yml_catalog>`;

describe('requirements declared in the endpoint table are kept by the server (ADR 0036)', () => {
  const t = useClockedApp({ JOBS_WORKER: 'false' });
  let declared: Declared[];
  /** Subscribed once, with an integration, a campaign and a feed URL; the subscription has lapsed. */
  let lapsed: Supplier;
  let ids: { integration: number; campaign: number; source: number; product: number };
  let apiToken: string;

  beforeAll(async () => {
    declared = await endpointTable();
    expect(declared.length).toBeGreaterThan(190); // every table (ADR 0029 counts 195 routes)
    lapsed = await supplier(t);
    const product = await createProduct(lapsed, await categoryId(lapsed, SMARTPHONES));
    const integration = ok<{ data: { id: number }; token: string }>(
      await lapsed.post('/integrations', { name: 'ERP', scopes: integrationScopes }),
      201,
    );
    const campaign = ok<{ data: { id: number } }>(
      await lapsed.post('/advertising/campaigns', {
        name: 'Осінь',
        product_ids: [product],
        daily_budget: 100,
        bid: 1,
        starts_on: new Date().toISOString().slice(0, 10),
      }),
      201,
    );
    const source = ok<{ data: { id: number } }>(
      await lapsed.post('/product-import-sources', { url: 'https://feeds.example.com/gate.xml' }),
      201,
    );
    ids = { integration: integration.data.id, campaign: campaign.data.id, source: source.data.id, product };
    apiToken = integration.token;
    // the token works while the subscription is active
    ok(await t.call({ method: 'GET', url: SUPPLIER_API_PATHS.products, token: apiToken }));
    await t.database.db.execute(
      sql`update subscriptions set expires_at = ${new Date(Date.now() - 1000).toISOString()}::timestamptz where supplier_id = ${lapsed.id}`,
    );
  });

  /** The path with each parameter filled with the lapsed supplier's row it names (or one that does not exist). */
  const pathOf = (endpoint: Endpoint) =>
    `/api${endpoint.path}`.replace(/:(\w+)/g, (_, name: string) => {
      if (name !== 'id') return '1';
      if (endpoint.path.includes('/integrations/')) return String(ids.integration);
      if (endpoint.path.includes('/advertising/')) return String(ids.campaign);
      if (endpoint.path.includes('/product-import-sources/')) return String(ids.source);
      if (endpoint.path.includes('/products/')) return String(ids.product);
      return '1';
    });

  const snapshot = () => tablesDigest(t.database.db);

  /** Calls an endpoint as `caller` (a panel session, or an integration token on the supplier API) with a minimal body. */
  const callAs = (caller: { token: string }, { endpoint, body }: Declared) => {
    const supplierApi = endpoint.path.startsWith('/supplier/');
    const upload = body === 'multipart' ? multipart([{ name: 'feed.xml', content: Buffer.from(FEED) }], 'file') : null;
    return t.call({
      method: endpoint.method,
      url: pathOf(endpoint),
      token: supplierApi ? apiToken : caller.token,
      ...(upload ?? (body ? { payload: {} } : {})),
      ...(upload ? { headers: upload.headers } : {}),
    });
  };

  const refusedWith = async (requirement: EndpointRequirement, caller: Supplier, required: Declared[]) => {
    const { status, code } = ENDPOINT_REQUIREMENTS[requirement];
    const text =
      requirement === 'subscription'
        ? 'Ця функція доступна лише для підписників.'
        : 'Спочатку налаштуйте інформаційні статті';
    const problems: string[] = [];
    for (const declaration of required) {
      const before = await snapshot();
      const response = await callAs(caller, declaration);
      const answered = `${declaration.operationId} → ${response.statusCode} ${response.body.slice(0, 120)}`;
      if (response.statusCode !== status) problems.push(answered);
      else if (response.json().code !== code || response.json().message !== text) problems.push(answered);
      if ((await snapshot()) !== before) problems.push(`${declaration.operationId}: wrote data`);
    }
    return problems;
  };

  it('answers 402 with the subscription-required text, writing nothing, to every endpoint that requires the subscription', async () => {
    const required = declared.filter((d) => d.requires.includes('subscription'));
    // the paid sections of PRODUCT.md section 1 and the supplier API their integrations open
    expect(required.map((d) => d.operationId)).toEqual(
      expect.arrayContaining([
        'checkProductImport',
        'startProductImport',
        'createIntegration',
        'createWebhook',
        'createAdCampaign',
        'listProducts',
      ]),
    );
    expect(await refusedWith('subscription', lapsed, required)).toEqual([]);
  });

  it('answers 403 with the articles text, writing nothing, to every endpoint that requires the articles', async () => {
    const required = declared.filter((d) => d.requires.includes('articles'));
    expect(required.map((d) => d.operationId)).toEqual(expect.arrayContaining(['createProduct', 'startProductImport']));
    const withoutArticles = await supplier(t, { articles: false });
    expect(await refusedWith('articles', withoutArticles, required)).toEqual([]);
  });

  it('lets a subscribed supplier with the articles done reach them', async () => {
    const ready = await supplier(t);
    ok(await ready.get('/integrations'));
    ok(await ready.get('/product-imports'));
    await createProduct(ready, await categoryId(ready, SMARTPHONES));
  });

  it('documents each requirement’s refusal in the OpenAPI document', async () => {
    const paths: Record<string, Record<string, { responses: object }>> = {};
    for (const url of ['/api/docs/json', SUPPLIER_API_PATHS.openapi]) {
      Object.assign(paths, ok<{ paths: typeof paths }>(await t.call({ method: 'GET', url })).paths);
    }
    const missing = declared
      .filter((d) => d.requires.length > 0)
      .filter((d) => {
        const responses = paths[openapiPath(d.endpoint)]?.[d.endpoint.method.toLowerCase()]?.responses ?? {};
        return d.requires.some((requirement) => !(ENDPOINT_REQUIREMENTS[requirement].status in responses));
      });
    expect(missing.map((d) => d.operationId)).toEqual([]);
  });
});
