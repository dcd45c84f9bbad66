// Writes .br and .gz beside every built text asset, so the API serves them without compressing per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const compressible = /\.(js|css|html|svg|json|webmanifest)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (compressible.test(entry.name)) yield path;
  }
}

for await (const path of files(dist)) {
  const content = await readFile(path);
  if (content.length < 1024) continue;
  await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
  await writeFile(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}
