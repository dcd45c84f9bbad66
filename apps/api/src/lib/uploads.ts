import multipart from '@fastify/multipart';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpErrors, type AppError } from '../errors';
import { translate } from '../i18n/messages';

/** Multipart for the routes of the calling plugin only (encapsulated): up to `files` files of `fileSize` bytes. */
export async function acceptUploads(app: FastifyInstance, limits: { fileSize: number; files: number }): Promise<void> {
  await app.register(multipart, {
    limits: { ...limits, fields: 5, fieldSize: 1024, parts: limits.files + 5, headerPairs: 100 },
    throwFileSizeLimit: true,
  });
}

/**
 * Whether reading failed because the body ended, or its connection closed (the client's, or the
 * server's on a stalled body), before the multipart data did: a 400, never the route's refusals.
 */
function cutShort(request: FastifyRequest, error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return request.raw.aborted || code === 'ERR_STREAM_PREMATURE_CLOSE' || String(message).includes('terminated early');
}

const incomplete = (request: FastifyRequest) =>
  httpErrors.badRequest('upload_incomplete', translate(request.locale, 'upload_incomplete'));

export interface Upload {
  filename: string;
  content: Buffer;
}

/** The route's own answers: no readable file in the field, a file over the size limit, too many files. */
export type UploadRefusal = (reason: 'missing' | 'too_large' | 'too_many') => AppError;

/**
 * The files of `field`, in order, each read whole. Every way a multipart body can fail is the
 * client's, never a 500: a file over the limit is `too_large` (413 by the route's refusal), too
 * many files `too_many`, and anything else (not multipart, no boundary, truncated, over the part
 * limits) `missing`; a body cut short before its closing boundary is a 400 `upload_incomplete`.
 */
export async function readUploads(request: FastifyRequest, field: string, refuse: UploadRefusal): Promise<Upload[]> {
  if (!request.isMultipart()) throw refuse('missing');
  const files: Upload[] = [];
  try {
    for await (const part of request.files()) {
      const content = await part.toBuffer();
      if (part.fieldname === field) files.push({ filename: part.filename || 'image', content });
    }
  } catch (error) {
    if (cutShort(request, error)) throw incomplete(request);
    const code = (error as { code?: string }).code;
    throw refuse(code === 'FST_REQ_FILE_TOO_LARGE' ? 'too_large' : code === 'FST_FILES_LIMIT' ? 'too_many' : 'missing');
  }
  return files;
}

/** The one file of `field` (routes accepting a single file). */
export async function readUpload(request: FastifyRequest, field: string, refuse: UploadRefusal): Promise<Buffer> {
  const [file] = await readUploads(request, field, (reason) => refuse(reason === 'too_many' ? 'missing' : reason));
  if (!file) throw refuse('missing');
  return file.content;
}

/** A file read as it streams, with the text fields sent before it (multipart keeps the order). */
export interface StreamedUpload {
  filename: string;
  stream: Readable;
  fields: Record<string, string>;
}

/**
 * The one file of `field`, handed to `use` as a stream (files too large to hold in memory): the
 * same refusals as `readUploads`, including a file that passes the size limit while `use` reads it.
 * Multipart ends a file cut at the limit as if it were whole (it only flags it `truncated`), so
 * the stream `use` reads fails there instead: what `use` writes fails with it (a store removes its
 * partial file), and what it took for whole is refused all the same.
 */
export async function withStreamedUpload<T>(
  request: FastifyRequest,
  field: string,
  refuse: UploadRefusal,
  use: (upload: StreamedUpload) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw refuse('missing');
  const part = await request.file().catch(() => null);
  if (!part || part.fieldname !== field) throw refuse('missing');
  const fields = Object.fromEntries(
    Object.entries(part.fields).flatMap(([name, value]) => {
      const one = Array.isArray(value) ? value[0] : value;
      return one && 'value' in one ? [[name, String(one.value)]] : [];
    }),
  );
  const { file } = part;
  // Multipart sets `truncated` as it pushes the cut chunk: the chunk is never passed on.
  async function* whole() {
    for await (const chunk of file as AsyncIterable<Buffer>) {
      if (file.truncated) throw refuse('too_large');
      yield chunk;
    }
    if (file.truncated) throw refuse('too_large');
  }
  try {
    const result = await use({
      filename: part.filename,
      stream: Readable.from(whole(), { objectMode: false }),
      fields,
    });
    if (file.truncated) throw refuse('too_large');
    return result;
  } catch (error) {
    if (file.truncated || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw refuse('too_large');
    }
    if (cutShort(request, error)) throw incomplete(request);
    throw error;
  }
}
