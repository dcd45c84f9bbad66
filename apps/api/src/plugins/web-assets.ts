import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The copies precompress.mjs writes beside a file, in the order of preference. */
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;
type Encoding = (typeof ENCODINGS)[number][0];

/** A hashed file of the build: its bytes and the compressed copies the build wrote beside it. */
interface WebAsset {
  type: string;
  identity: Buffer;
  encoded: Map<Encoding, Buffer>;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** A name the build writes: no directory, no dot first (so no `..`), nothing to escape. */
const ASSET_NAME = /^[\w-][\w.-]*$/;

/** The file at `path`, or null when there is none (or a folder is there). */
async function readOptional(path: string): Promise<Buffer | null> {
  return readFile(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'EISDIR') return null;
    throw error;
  });
}

/**
 * Serves `<webDist>/assets/*`, the build's hashed files, from memory: each is read from disk once,
 * with its .br and .gz, and every later answer is a buffer, in the encoding the browser's
 * `accept-encoding` prefers, sent in the turn of the event loop its request arrived in. Served
 * from disk, a file took four turns (stat, open, read, close), and on the embedded database each
 * turn could wait for a query on the same thread: a first visit's scripts waited for its first
 * page of products (issue 36, ADR 0060). The files never change while the process runs (their
 * names carry their hash), so nothing is ever read twice or evicted; the build holds a few
 * megabytes of them.
 */
export function serveWebAssets(app: FastifyInstance, webDist: string): void {
  const dir = join(webDist, 'assets');
  const loaded = new Map<string, Promise<WebAsset | null>>();

  const load = async (name: string): Promise<WebAsset | null> => {
    const path = join(dir, name);
    const identity = await readOptional(path);
    if (!identity) return null;
    const encoded = new Map<Encoding, Buffer>();
    for (const [encoding, suffix] of ENCODINGS) {
      const copy = await readOptional(path + suffix);
      if (copy) encoded.set(encoding, copy);
    }
    return { type: TYPES[extname(name)] ?? 'application/octet-stream', identity, encoded };
  };

  const send = (reply: FastifyReply, asset: WebAsset, acceptEncoding: string | undefined) => {
    const encoding = acceptEncoding ? negotiate(acceptEncoding, [...asset.encoded.keys()]) : null;
    const body = (encoding && asset.encoded.get(encoding)) || asset.identity;
    void reply
      .header('content-type', asset.type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-length', body.length);
    if (asset.encoded.size > 0) void reply.header('vary', 'accept-encoding');
    if (encoding) void reply.header('content-encoding', encoding);
    return reply.send(body);
  };

  app.get<{ Params: { name: string } }>(
    '/assets/:name',
    { schema: { hide: true }, compress: false },
    async (request, reply) => {
      const { name } = request.params;
      if (!ASSET_NAME.test(name)) return reply.callNotFound();
      let asset = loaded.get(name);
      if (!asset) {
        asset = load(name);
        loaded.set(name, asset);
        // a name the build did not write is not kept: a stranger could fill the map with them
        void asset.then(
          (found) => found ?? loaded.delete(name),
          () => loaded.delete(name),
        );
      }
      const found = await asset;
      if (!found) return reply.callNotFound();
      return send(reply, found, request.headers['accept-encoding']);
    },
  );
}
