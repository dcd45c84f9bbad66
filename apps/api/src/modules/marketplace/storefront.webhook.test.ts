import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_INBOX_PATHS, storefrontInboxResponse } from '@supplier/contracts/marketplace';
import { jobs } from '../../jobs/jobs.table';
import { startTestApp, useTestApp } from '../../test/app';
import { marketplaceSecret } from './marketplace.gateway';
import { webhookSignature } from '../../lib/standard-webhooks';
import { sendToStorefront, STOREFRONT_WEBHOOK_JOB } from './storefront.webhook';

const t = useTestApp({ JOBS_WORKER: 'false' });
const drain = async () => {
  while ((await t.app.jobs.runOnce()) > 0);
};

describe('the storefront webhook', () => {
  it('delivers a queued event to the local storefront, signed as Standard Webhooks, once', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await sendToStorefront(t.database.db, 'review.replied', { review_id: 'r-1', reply: 'Дякуємо!' }, new Date());
    await drain();
    const inbox = storefrontInboxResponse.parse((await t.call({ url: STOREFRONT_INBOX_PATHS.inbox })).json()).data;
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ type: 'review.replied', data: { review_id: 'r-1', reply: 'Дякуємо!' } });
    expect(inbox[0]!.id).toMatch(/^msg_/);
  });

  it('the local storefront refuses an event signed with another secret and keeps nothing of it', async () => {
    const body = JSON.stringify({ type: 'chat.message', timestamp: new Date().toISOString(), data: { text: 'x' } });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const refused = await t.call({
      method: 'POST',
      url: STOREFRONT_INBOX_PATHS.webhook,
      headers: {
        'content-type': 'application/json',
        'webhook-id': 'msg_forged',
        'webhook-timestamp': timestamp,
        'webhook-signature': webhookSignature('not-the-secret-at-all-not-the-secret', 'msg_forged', timestamp, body),
      },
      payload: body,
    });
    expect(refused.statusCode).toBe(401);
    const inbox = storefrontInboxResponse.parse((await t.call({ url: STOREFRONT_INBOX_PATHS.inbox })).json()).data;
    expect(inbox.some((event) => event.id === 'msg_forged')).toBe(false);
  });

  it('retries with the same webhook-id while the storefront fails, and the signature verifies by the documented recipe', async () => {
    const seen: { headers: IncomingHttpHeaders; body: string }[] = [];
    let answer = 503;
    const storefront = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ headers: request.headers, body });
        response.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => storefront.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(storefront.address() as AddressInfo).port}/hooks`;
    const other = await startTestApp({ JOBS_WORKER: 'false', MARKETPLACE_WEBHOOK_URL: url }, t.database);
    try {
      await sendToStorefront(t.database.db, 'chat.message', { chat_id: 'c-1', text: 'Так, є в наявності' }, new Date());
      expect(await other.app.jobs.runOnce()).toBe(1);
      const [queued] = await t.database.db.select().from(jobs).where(eq(jobs.kind, STOREFRONT_WEBHOOK_JOB));
      expect(queued).toMatchObject({ status: 'pending', attempts: 1 });
      await t.database.db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(eq(jobs.id, queued!.id));
      answer = 200;
      expect(await other.app.jobs.runOnce()).toBe(1);
      expect(await t.database.db.select().from(jobs).where(eq(jobs.kind, STOREFRONT_WEBHOOK_JOB))).toHaveLength(0);

      expect(seen).toHaveLength(2);
      expect(seen[1]!.headers['webhook-id']).toBe(seen[0]!.headers['webhook-id']);
      const { headers, body } = seen[1]!;
      const id = headers['webhook-id'] as string;
      const timestamp = headers['webhook-timestamp'] as string;
      const { createHmac } = await import('node:crypto');
      const expected = createHmac('sha256', marketplaceSecret(other.app.config))
        .update(`${id}.${timestamp}.${body}`)
        .digest('base64');
      expect(headers['webhook-signature']).toBe(`v1,${expected}`);
      expect(JSON.parse(body)).toMatchObject({ type: 'chat.message', data: { chat_id: 'c-1' } });
    } finally {
      await other.app.close();
      storefront.close();
    }
  });
});
