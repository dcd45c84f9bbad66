// Runs the local Nova Poshta API 2.0 standalone: `npx tsx scripts/novaposhta-local.ts` (from apps/api).
// Port: NOVAPOSHTA_LOCAL_PORT (default 3999); host: NOVAPOSHTA_LOCAL_HOST (default 127.0.0.1).
import {
  DEMO_NOVAPOSHTA_KEY,
  LOCAL_FAULT_HEADER,
  LOCAL_NOVAPOSHTA_KEYS,
  startLocalNovaPoshta,
} from '../src/drivers/novaposhta/local-server';

const port = Number(process.env.NOVAPOSHTA_LOCAL_PORT || 3999);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`NOVAPOSHTA_LOCAL_PORT: not a port: ${process.env.NOVAPOSHTA_LOCAL_PORT}`);
  process.exit(1);
}
const host = process.env.NOVAPOSHTA_LOCAL_HOST || '127.0.0.1';

const server = await startLocalNovaPoshta({ port, host });
console.log(`Local Nova Poshta API 2.0 at ${server.url}`);
console.log(`  demo key:        ${DEMO_NOVAPOSHTA_KEY}`);
console.log(`  second account:  ${LOCAL_NOVAPOSHTA_KEYS.second}`);
console.log(`  hangs:           ${LOCAL_NOVAPOSHTA_KEYS.hang}`);
console.log(`  not JSON:        ${LOCAL_NOVAPOSHTA_KEYS.notJson}`);
console.log(`  wrong shape:     ${LOCAL_NOVAPOSHTA_KEYS.wrongShape}`);
console.log(`  HTTP 503:        ${LOCAL_NOVAPOSHTA_KEYS.unavailable}`);
console.log(`  or the header ${LOCAL_FAULT_HEADER}: hang | not-json | wrong-shape | unavailable`);
console.log(`Use it: NOVAPOSHTA_URL=${server.url}`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
