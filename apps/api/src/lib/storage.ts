import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config';
import { httpErrors } from '../errors';
import { translate } from '../i18n/messages';
import { randomToken } from './crypto';
import { S3FileStorage } from './s3-storage';

/** Where uploaded files are served from (same origin as the panel). */
export const UPLOADS_PREFIX = '/uploads/';

/** A stored file read back: its bytes as a stream, and what the store knows of it. */
export interface StoredFile {
  body: Readable;
  contentType: string | undefined;
  size: number | undefined;
}

/**
 * Stored files (avatars, backgrounds, store logos, product images; later import files and chat
 * attachments). Keys are relative paths such as `avatars/7/abc.webp`; `put` answers the URL the
 * browser loads the file from, and `get` and `remove` take that URL.
 */
export interface FileStorage {
  put(key: string, content: Buffer | Readable, contentType: string): Promise<string>;
  /** The file behind a URL `put` gave; null when there is none. */
  get(url: string): Promise<StoredFile | null>;
  /** Removes a file by the URL `put` gave; unknown URLs are ignored. */
  remove(url: string): Promise<void>;
  /** Releases connections when the app closes. */
  close?(): void;
}

const KEY_PATTERN = /^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*\.[a-z0-9]+$/;

/** The URL of a stored key; throws on a key outside the pattern (never user input). */
export function storedUrl(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Bad storage key: ${key}`);
  return `${UPLOADS_PREFIX}${key}`;
}

/** The key behind a URL `put` gave, or null for anything else. */
export function keyOfUrl(url: string): string | null {
  if (!url.startsWith(UPLOADS_PREFIX)) return null;
  const key = url.slice(UPLOADS_PREFIX.length);
  return KEY_PATTERN.test(key) ? key : null;
}

/** Folders of files never served at /uploads/: import feeds, chat attachments (served per supplier by chats). */
const PRIVATE_FOLDERS = ['imports/', 'chats/'];

/**
 * The key a request for /uploads/… is answered with, or null. The path (without the query) is
 * decoded once and must then be a key exactly, so a `.` or `..` segment, an empty one, a
 * backslash, NUL or a `%` left by double encoding never gets as far as the store, and only then is
 * the folder checked: the decision is made on the path the store would read.
 */
export function publicKeyOfRequest(url: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(url.split('?')[0]!);
  } catch {
    return null;
  }
  const key = keyOfUrl(path);
  return key && !PRIVATE_FOLDERS.some((folder) => key.startsWith(folder)) ? key : null;
}

/** A new key under `folder` with a random, unguessable name. */
export function storageKey(folder: string, extension: string): string {
  return `${folder}/${randomToken(16)
    .replace(/[^A-Za-z0-9_-]/g, '')
    .toLowerCase()}.${extension}`;
}

/**
 * The embedded default: files in DATA_DIR/uploads, served at /uploads/ by `serveUploads`.
 * Writes go to a temporary name first, so a half-written file is never served.
 */
export class LocalFileStorage implements FileStorage {
  constructor(readonly root: string) {}

  #path(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`Bad storage key: ${key}`);
    const path = resolve(this.root, key);
    if (!path.startsWith(resolve(this.root) + sep)) throw new Error(`Bad storage key: ${key}`);
    return path;
  }

  async put(key: string, content: Buffer | Readable): Promise<string> {
    const path = this.#path(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.${randomToken(4)}.tmp`;
    try {
      if (Buffer.isBuffer(content)) await writeFile(temporary, content, { mode: 0o644 });
      else await pipeline(content, createWriteStream(temporary, { mode: 0o644 }));
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return storedUrl(key);
  }

  async get(url: string): Promise<StoredFile | null> {
    const key = keyOfUrl(url);
    if (!key) return null;
    const path = this.#path(key);
    const found = await stat(path).catch(() => null);
    if (!found?.isFile()) return null;
    return { body: createReadStream(path), contentType: undefined, size: found.size };
  }

  async remove(url: string): Promise<void> {
    const key = keyOfUrl(url);
    if (key) await rm(this.#path(key), { force: true });
  }
}

/** DATA_DIR/uploads; with DATA_DIR `memory://` a directory under the system's temp dir. */
export function uploadsRoot(config: Pick<Config, 'DATA_DIR'>): string {
  if (config.DATA_DIR === 'memory://') return join(tmpdir(), `supplier-uploads-${process.pid}`);
  return join(resolve(config.DATA_DIR), 'uploads');
}

/** STORAGE_DRIVER: `local` (DATA_DIR/uploads, the embedded default) or `s3` (an S3-compatible bucket). */
export function createStorage(config: Config): FileStorage {
  return config.STORAGE_DRIVER === 's3' ? new S3FileStorage(config) : new LocalFileStorage(uploadsRoot(config));
}

/** Names are random and never reused, so a file is cached for good. */
const CACHED_FOR_GOOD = 'public, max-age=31536000, immutable';

/**
 * Serves stored files at /uploads/ from every process (helmet's nosniff keeps browsers from
 * reading them as anything else): local files through the static plugin, other drivers by
 * streaming the object from the store. Any path that is not a public key (`publicKeyOfRequest`)
 * is a 404 before either looks at it; half-written `.tmp` files never match the key pattern.
 */
export const serveUploads: FastifyPluginAsync<{ storage: FileStorage }> = async (app, { storage }) => {
  if (storage.close) app.addHook('onClose', async () => storage.close?.());
  app.addHook('onRequest', async (request) => {
    if (!publicKeyOfRequest(request.url)) throw httpErrors.notFound(translate(request.locale, 'not_found'));
  });
  if (!(storage instanceof LocalFileStorage)) {
    app.get(`${UPLOADS_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
      const file = await storage.get(storedUrl(publicKeyOfRequest(request.url)!));
      if (!file) throw httpErrors.notFound(translate(request.locale, 'not_found'));
      void reply.header('cache-control', CACHED_FOR_GOOD);
      void reply.type(file.contentType ?? 'application/octet-stream');
      if (file.size !== undefined) void reply.header('content-length', file.size);
      return reply.send(file.body);
    });
    return;
  }
  await mkdir(storage.root, { recursive: true });
  await app.register(fastifyStatic, {
    root: storage.root,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: true,
    maxAge: '365d',
    immutable: true,
    // The file the plugin would send is the key the request was checked for, and nothing else.
    allowedPath: (path, _root, request) => {
      const key = publicKeyOfRequest(request.url);
      return key !== null && path === `/${key}`;
    },
  });
};
