/** The scale-out bench's HTTP calls through the balancer or to one process. */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

export async function call(
  base: string,
  method: string,
  path: string,
  options: {
    token?: string;
    json?: unknown;
    form?: string;
    body?: Buffer;
    headers?: Record<string, string>;
    /** A download takes longer than the 15 s an API call gets. */
    timeoutMs?: number;
  } = {},
) {
  const headers: Record<string, string> = { 'x-session': 'supplier', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | Buffer | undefined = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = options.form;
  }
  try {
    const response = await fetch(base + path, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    let parsed: Record<string, unknown> | null = null;
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed, text: text.slice(0, 200) };
  } catch (error) {
    return { status: 0, body: null, text: String(error) }; // connection refused, reset or timed out
  }
}

export function expectStatus(what: string, result: { status: number; body: unknown }, status: number): void {
  if (result.status !== status) throw new Error(`${what} answered ${result.status}: ${JSON.stringify(result.body)}`);
}

export async function throughput(url: string, token: string): Promise<number> {
  const result = await autocannon({
    url: `${url}/api/admin-suppliers/v1/settings`,
    connections: 32,
    duration: 5,
    headers: { 'x-session': 'supplier', authorization: `Bearer ${token}` },
  });
  return result.requests.average;
}

/** Uploads the feed as a product import through the balancer; answers the run's id. */
export async function startImport(base: string, token: string, feedPath: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(feedPath)], { type: 'application/xml' }), 'feed.yml');
  const response = await fetch(`${base}/api/admin-suppliers/v1/product-imports`, {
    method: 'POST',
    headers: { 'x-session': 'supplier', authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`product import: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** The import run's status once it is no longer queued or running (at most 3 minutes). */
export async function waitForImport(base: string, token: string, id: number): Promise<string> {
  const until = Date.now() + 180_000;
  let status = 'queued';
  while ((status === 'queued' || status === 'running') && Date.now() < until) {
    const run = await call(base, 'GET', `/api/admin-suppliers/v1/product-imports/${id}`, { token });
    status = String((run.body?.data as { status?: string } | undefined)?.status ?? status);
    if (status === 'queued' || status === 'running') await sleep(500);
  }
  return status;
}

export async function balances(base: string, token: string): Promise<{ main: number; services: number }> {
  const settings = await call(base, 'GET', '/api/admin-suppliers/v1/settings', { token });
  expectStatus('settings', settings, 200);
  const body = settings.body as { balance: { total: number }; service_balance: { total: number } };
  return { main: body.balance.total, services: body.service_balance.total };
}
