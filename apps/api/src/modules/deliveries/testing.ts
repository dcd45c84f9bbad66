/** Helpers for the deliveries tests. */
import type { LightMyRequestResponse } from 'fastify';
import type { NovaPoshtaDriver } from '../../drivers';
import {
  createNovaPoshtaClient,
  LOCAL_NOVAPOSHTA_KEYS,
  startLocalNovaPoshta,
  type LocalNovaPoshta,
} from '../../drivers/novaposhta';
import type { TestContext } from '../../test/app';

export const NP = {
  demoKey: LOCAL_NOVAPOSHTA_KEYS.demo,
  secondKey: LOCAL_NOVAPOSHTA_KEYS.second,
  /** Well-formed, unknown to the local server: Nova Poshta answers "API auth fail". */
  unknownKey: '0123456789abcdef0123456789abcdef',
  kyiv: '8d5a980d-391c-11dd-90d9-001a92567626',
  lviv: 'db5c88f5-391c-11dd-90d9-001a92567626',
  kyivBranch1: '1ec09d88-e1c2-11e3-8c4a-0050568002cf',
  kyivBranch5: '47402e8b-e1c2-11e3-8c4a-0050568002cf',
  lvivBranch1: '5d5fd2a0-e1c2-11e3-8c4a-0050568002cf',
  postomatType: 'f9316480-5f2d-425d-bc2c-ac7cd29decf0',
  demoSender: '45ccd769-1efd-11ee-a60f-48df37b921db',
  demoContact: '45d084df-1efd-11ee-a60f-48df37b921db',
  demoAddress: '6f1b2c3d-1efd-11ee-a60f-48df37b921db',
  secondSender: '9a1b2c3d-2f0e-11ee-a60f-48df37b921db',
  secondContact: '9b2c3d4e-2f0e-11ee-a60f-48df37b921db',
} as const;

export const DELIVERIES = '/api/admin-suppliers/v1/deliveries';

/**
 * A Nova Poshta driver on its own local server (started with the app, closed with it) whose keys
 * can be "revoked" at Nova Poshta's end: a revoked key reaches the server as an unknown one (API
 * auth fail). Reference data is not cached. `stageMs` is how long the server's waybills stay in
 * each tracking status (the orders tests keep them "created" until they jump them).
 */
export function testNovaPoshta(options: { stageMs?: number } = {}) {
  let server: Promise<LocalNovaPoshta> | null = null;
  const started = () => (server ??= startLocalNovaPoshta(options));
  const revoked = new Set<string>();
  const client = createNovaPoshtaClient({
    url: 'http://127.0.0.1/v2.0/json/',
    cache: false,
    retries: 0,
    fetch: async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { apiKey: string };
      if (revoked.has(body.apiKey)) body.apiKey = NP.unknownKey;
      return fetch((await started()).url, { ...init, body: JSON.stringify(body) });
    },
  });
  const driver: NovaPoshtaDriver = {
    client,
    start: async () => {
      await started();
    },
    close: async () => {
      const running = server;
      server = null;
      if (running) await (await running).close();
    },
    setTrackingStatus: async (number, code) => (await started()).setTrackingStatus(number, code),
  };
  return { driver, revoked, server: started };
}

/** t.call that keeps every response body, to prove no key ever goes back in clear. */
export function recordingCall(t: TestContext) {
  const bodies: string[] = [];
  const call: TestContext['call'] = async (options) => {
    const response: LightMyRequestResponse = await t.call(options);
    bodies.push(response.body);
    return response;
  };
  return { call, bodies };
}

export async function addKey(
  call: TestContext['call'],
  token: string,
  key: string = NP.demoKey,
  name = 'Основний',
): Promise<{ id: number; is_default: boolean }> {
  const response = await call({ method: 'POST', url: `${DELIVERIES}/np-keys`, token, payload: { name, key } });
  if (response.statusCode !== 201) throw new Error(`add key: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: { id: number; is_default: boolean } }).data;
}

export function kyivBranchSender(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'warehouse',
    counterparty_ref: NP.demoSender,
    contact_ref: NP.demoContact,
    contact_phone: '+380671234567',
    city_ref: NP.kyiv,
    warehouse_ref: NP.kyivBranch1,
    ...overrides,
  };
}
