import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config';
import { randomToken } from './crypto';

/** Where uploaded files are served from (same origin as the panel). */
export const UPLOADS_PREFIX = '/uploads/';

/**
 * Stored files (avatars, backgrounds, later product images). Keys are relative paths such as
 * `avatars/7/abc.webp`; `put` answers the URL the browser loads the file from.
 */
export interface FileStorage {
  put(key: string, content: Buffer, contentType: string): Promise<string>;
  /** Removes a file by the URL `put` gave; unknown URLs are ignored. */
  remove(url: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*\.[a-z0-9]+$/;

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

  async put(key: string, content: Buffer): Promise<string> {
    const path = this.#path(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.${randomToken(4)}.tmp`;
    await writeFile(temporary, content, { mode: 0o644 });
    await rename(temporary, path);
    return `${UPLOADS_PREFIX}${key}`;
  }

  async remove(url: string): Promise<void> {
    if (!url.startsWith(UPLOADS_PREFIX)) return;
    const key = url.slice(UPLOADS_PREFIX.length);
    if (!KEY_PATTERN.test(key)) return;
    await rm(this.#path(key), { force: true });
  }
}

/** DATA_DIR/uploads; with DATA_DIR `memory://` a directory under the system's temp dir. */
export function uploadsRoot(config: Pick<Config, 'DATA_DIR'>): string {
  if (config.DATA_DIR === 'memory://') return join(tmpdir(), `supplier-uploads-${process.pid}`);
  return join(resolve(config.DATA_DIR), 'uploads');
}

/** Local storage now; an S3-compatible driver plugs in here later behind the same interface. */
export function createStorage(config: Pick<Config, 'DATA_DIR'>): FileStorage {
  return new LocalFileStorage(uploadsRoot(config));
}

/**
 * Serves LocalFileStorage files at /uploads/. Names are random and never reused, so they are
 * cached for good (helmet's nosniff keeps browsers from reading them as anything else).
 */
export const serveUploads: FastifyPluginAsync<{ storage: FileStorage }> = async (app, { storage }) => {
  if (!(storage instanceof LocalFileStorage)) return;
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
    allowedPath: (path) => !path.endsWith('.tmp'),
  });
};
