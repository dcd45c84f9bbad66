/**
 * Crash test of the money path on PostgreSQL (run by hand, not in CI):
 *
 *   cd apps/api && npx tsx scripts/money-crash.ts
 *
 * Like money-concurrency.ts (2 API processes, seeded suppliers, 50 clients, mixed money calls),
 * but one process is SIGKILLed mid-load (at KILL_AT of the requests, default 0.4) and
 * restarted a second later on the same port; the load goes on against whatever is alive.
 * Afterwards each request that got no answer is retried with its Idempotency-Key (what a
 * client does), then the ledger invariants and the exactly-once checks run. Env as in
 * money-concurrency.ts plus KILL_AT.
 */
import {
  buildApi,
  call,
  createLoadDatabase,
  report,
  runLoad,
  seedSuppliers,
  startApi,
  stopApi,
  verdictOk,
  verify,
  type ApiProcess,
  type CallResult,
  type Sent,
} from './money-load.kit';

const SUPPLIERS = Number(process.env.SUPPLIERS ?? 6);
const CLIENTS = Number(process.env.CLIENTS ?? 50);
const REQUESTS = Number(process.env.REQUESTS ?? 1200);
const KILL_AT = Number(process.env.KILL_AT ?? 0.4);

async function main(): Promise<void> {
  buildApi();
  const load = await createLoadDatabase();
  let apis: ApiProcess[] = [await startApi('api-1', load.url), await startApi('api-2', load.url)];
  const all = () => apis;
  let ok = false;
  try {
    const seeded = await seedSuppliers(load.database.db, apis, { count: SUPPLIERS, topUps: 3, topUpHryvnias: 5000 });
    console.log(`seeded ${seeded.suppliers.length} suppliers, ${seeded.toppedUp} top-ups`);

    let killed = false;
    let restarted: Promise<void> | null = null;
    const result = await runLoad(all, seeded.suppliers, {
      clients: CLIENTS,
      total: REQUESTS,
      onProgress: (done) => {
        if (killed || done < REQUESTS * KILL_AT) return;
        killed = true;
        const victim = apis[0]!;
        victim.child.kill('SIGKILL');
        console.log(`SIGKILL ${victim.name} (pid ${victim.child.pid}) after ${done} requests`);
        apis = apis.filter((api) => api !== victim);
        restarted = (async () => {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          const again = await startApi(`${victim.name}-restarted`, load.url, victim.port);
          console.log(`restarted ${again.name} on port ${again.port}`);
          apis = [...apis, again];
        })();
      },
    });
    if (restarted) await restarted;

    // Requests that got no answer: the client retries them with the same key and body.
    const lost = result.sent.filter((item) => item.result.status === 0 && item.kind !== 'payout_status');
    const retries: { repeatOf: Sent; result: CallResult }[] = [];
    for (const item of lost) {
      const path = item.kind === 'payout' ? '/api/v1/customers/payouts' : '/api/v1/customers/balances/balance-transfer';
      const retry = await call(apis[apis.length - 1]!.base, 'POST', path, {
        token: item.supplier.token,
        body: item.body,
        key: item.key,
      });
      retries.push({ repeatOf: item, result: retry });
    }
    const committedBeforeKill = retries.filter((item) => item.result.replayed).length;
    console.log(
      `unanswered keyed requests ${lost.length}: on retry ${committedBeforeKill} replayed (had committed before the kill), ` +
        `${retries.length - committedBeforeKill} ran now (had rolled back)`,
    );

    const repeats = [...result.repeats, ...retries];
    const verdict = await verify(load.database.db, result.sent, repeats);
    report(
      `crash: SIGKILL of 1 of 2 API processes at ${Math.round(KILL_AT * 100)}% of the load`,
      { ...result, repeats },
      verdict,
    );
    ok = verdictOk(verdict) && killed;
  } finally {
    await Promise.all(apis.map(stopApi));
    await load.drop();
  }
  process.exit(ok ? 0 : 1);
}

void main();
