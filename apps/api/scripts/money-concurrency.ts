/**
 * Money under concurrent load on PostgreSQL (run by hand, not in CI):
 *
 *   cd apps/api && npx tsx scripts/money-concurrency.ts
 *
 * Builds the API, makes a throwaway database on LOAD_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test), starts 2 API processes (node dist/server.js) on it,
 * seeds suppliers with top-ups through the local checkout (and replayed callbacks), then 50
 * parallel clients fire REQUESTS (default 1200) mixed transfers, subscription purchases, payout
 * requests, payout status changes and retries with the same Idempotency-Key across both
 * processes. Checks the ledger invariants and that every accepted request is in the journal
 * exactly once; prints the figures. Env: SUPPLIERS (6), CLIENTS (50), REQUESTS (1200), KEEP_DB=1.
 */
import {
  buildApi,
  createLoadDatabase,
  report,
  runLoad,
  seedSuppliers,
  startApi,
  stopApi,
  verdictOk,
  verify,
} from './money-load.kit';

const SUPPLIERS = Number(process.env.SUPPLIERS ?? 6);
const CLIENTS = Number(process.env.CLIENTS ?? 50);
const REQUESTS = Number(process.env.REQUESTS ?? 1200);

async function main(): Promise<void> {
  buildApi();
  const load = await createLoadDatabase();
  const apis = [await startApi('api-1', load.url), await startApi('api-2', load.url)];
  let ok = false;
  try {
    const seedStarted = performance.now();
    const seeded = await seedSuppliers(load.database.db, apis, { count: SUPPLIERS, topUps: 3, topUpHryvnias: 5000 });
    console.log(
      `seeded ${seeded.suppliers.length} suppliers, ${seeded.toppedUp} top-ups through the checkout, ` +
        `${seeded.callbackReplays} replayed callbacks, in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    const result = await runLoad(() => apis, seeded.suppliers, { clients: CLIENTS, total: REQUESTS });
    const verdict = await verify(load.database.db, result.sent, result.repeats);
    report(`${SUPPLIERS} suppliers, 2 API processes, ${CLIENTS} clients`, result, verdict);
    ok = verdictOk(verdict);
  } finally {
    await Promise.all(apis.map(stopApi));
    await load.drop();
  }
  process.exit(ok ? 0 : 1);
}

void main();
