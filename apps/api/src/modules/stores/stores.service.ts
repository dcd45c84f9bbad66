import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { PaginationMeta } from '@supplier/contracts/common';
import type { Locale } from '@supplier/contracts/constants';
import type { IssueLike } from '@supplier/contracts/messages';
import type { SettingsResponse } from '@supplier/contracts/setup';
import {
  storeRequest,
  storeSlug,
  storesIssueText,
  storesValidationMessages,
  type SlugCheckResponse,
  type Store,
  type StoreSavedResponse,
  type StoreStatus,
  type storesQuery,
} from '@supplier/contracts/stores';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { AppError, httpErrors } from '../../errors';
import { ImageRejected, avatarImage } from '../../lib/images';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { storageKey, type FileStorage } from '../../lib/storage';
import { recordStoreChange } from './stores.activity';
import { storesText } from './stores.messages';
import { isSlugTaken, storesRepository, type StoreRow, type StoreValues } from './stores.repository';

/** A store's fields as the route schema (`storeRequest`) hands them over. */
type StoreFields = z.output<typeof storeRequest>;

function slugTaken(locale: Locale): AppError {
  const text = storesValidationMessages[locale].slug_taken;
  return httpErrors.conflict('slug_taken', text, { slug: [text] });
}

export function presentStore(row: StoreRow, primaryId: number | null): Store {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo: row.logo,
    description: row.description,
    phone: row.phone,
    email: row.email,
    city: row.city,
    schedule: row.schedule,
    status: row.status,
    is_primary: row.id === primaryId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const LOGO_PROBLEM = { type: 'logo_type', corrupt: 'logo_corrupt', dimensions: 'logo_dimensions' } as const;

/**
 * Stores (`Мої магазини`): CRUD, pause/resume, the slug check, the logo, the settings' `store`. A
 * store's creation, change, pause, resumption and deletion go to the activity log with their
 * before and after, in the change's transaction.
 */
export function storesService(deps: { db: Db; storage: FileStorage; log: FastifyBaseLogger }) {
  const { db, storage, log } = deps;
  const repo = storesRepository(db);

  /**
   * Changes a store and records it, in one transaction; null when the store is gone. The before is
   * read again under a row lock, so two saves at once each record what the other left.
   */
  function changeStore(
    supplierId: number,
    id: number,
    values: Parameters<typeof repo.update>[2],
  ): Promise<StoreRow | null> {
    return transaction(db, async (tx) => {
      const stores = storesRepository(tx);
      const before = await stores.lock(supplierId, id);
      if (!before) return null;
      const row = await stores.update(supplierId, id, values);
      if (row) await recordStoreChange(tx, before, row);
      return row;
    });
  }

  async function primaryId(supplierId: number): Promise<number | null> {
    return (await repo.primary(supplierId))?.id ?? null;
  }

  async function present(row: StoreRow): Promise<Store> {
    return presentStore(row, await primaryId(row.supplierId));
  }

  async function own(supplierId: number, id: number, locale: Locale): Promise<StoreRow> {
    const row = await repo.find(supplierId, id);
    if (!row) throw httpErrors.notFound(storesText(locale, 'store_not_found'));
    return row;
  }

  function values(fields: StoreFields): StoreValues {
    return { ...fields, description: sanitizeRichText(fields.description) };
  }

  return {
    async list(supplierId: number, query: z.output<typeof storesQuery>) {
      const [{ rows, total }, primary] = await Promise.all([
        repo.list(supplierId, {
          page: query.page,
          perPage: query.per_page,
          search: query.search || undefined,
          status: query.status,
        }),
        primaryId(supplierId),
      ]);
      const meta: PaginationMeta = {
        total,
        per_page: query.per_page,
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / query.per_page)),
      };
      return { data: rows.map((row) => presentStore(row, primary)), meta };
    },

    async get(supplierId: number, id: number, locale: Locale): Promise<Store> {
      return present(await own(supplierId, id, locale));
    },

    async create(supplierId: number, input: StoreFields, locale: Locale): Promise<StoreSavedResponse> {
      const fields = values(input);
      if (await repo.slugExists(fields.slug)) throw slugTaken(locale);
      let row: StoreRow;
      try {
        row = await transaction(db, async (tx) => {
          const created = await storesRepository(tx).insert(supplierId, fields);
          await recordStoreChange(tx, null, created);
          return created;
        });
      } catch (error) {
        if (isSlugTaken(error)) throw slugTaken(locale);
        throw error;
      }
      return { message: storesText(locale, 'store_created', { name: row.name }), data: await present(row) };
    },

    async update(supplierId: number, id: number, input: StoreFields, locale: Locale): Promise<StoreSavedResponse> {
      await own(supplierId, id, locale);
      const fields = values(input);
      if (await repo.slugExists(fields.slug, id)) throw slugTaken(locale);
      let row: StoreRow | null;
      try {
        row = await changeStore(supplierId, id, fields);
      } catch (error) {
        if (isSlugTaken(error)) throw slugTaken(locale);
        throw error;
      }
      if (!row) throw httpErrors.notFound(storesText(locale, 'store_not_found'));
      return { message: storesText(locale, 'store_saved', { name: row.name }), data: await present(row) };
    },

    async setStatus(supplierId: number, id: number, status: StoreStatus, locale: Locale): Promise<StoreSavedResponse> {
      await own(supplierId, id, locale);
      const row = await changeStore(supplierId, id, { status });
      if (!row) throw httpErrors.notFound(storesText(locale, 'store_not_found'));
      const key = status === 'paused' ? 'store_paused' : 'store_resumed';
      return { message: storesText(locale, key, { name: row.name }), data: await present(row) };
    },

    /** Deletes a store (and its logo); the last store of a supplier stays. */
    async remove(supplierId: number, id: number, locale: Locale): Promise<{ message: string }> {
      const row = await own(supplierId, id, locale);
      const outcome = await transaction(db, async (tx) => {
        const deleted = await storesRepository(tx).deleteUnlessLast(supplierId, id);
        if (deleted === 'deleted') await recordStoreChange(tx, row, null);
        return deleted;
      });
      if (outcome === 'missing') throw httpErrors.notFound(storesText(locale, 'store_not_found'));
      if (outcome === 'last') throw httpErrors.conflict('last_store', storesText(locale, 'last_store'));
      if (row.logo) storage.remove(row.logo).catch((error: unknown) => log.warn({ err: error }, 'logo not removed'));
      return { message: storesText(locale, 'store_deleted') };
    },

    /** GET …/slug-check: whether the address is free (the store being edited may keep its own). */
    async checkSlug(
      supplierId: number,
      slug: string,
      excludeId: number | undefined,
      locale: Locale,
    ): Promise<SlugCheckResponse> {
      const normalized = slug.trim().toLowerCase();
      const parsed = storeSlug.safeParse(slug, { reportInput: true });
      if (!parsed.success) {
        const [issue] = parsed.error.issues;
        return {
          available: false,
          slug: normalized,
          message: storesIssueText(issue as unknown as IssueLike, locale),
        };
      }
      // only the supplier's own store may be left out of the check
      const exclude = excludeId !== undefined && (await repo.find(supplierId, excludeId)) ? excludeId : undefined;
      if (await repo.slugExists(parsed.data, exclude)) {
        return { available: false, slug: parsed.data, message: storesValidationMessages[locale].slug_taken };
      }
      return { available: true, slug: parsed.data };
    },

    /** Checks the upload by content, stores it as a 256×256 WebP and drops the previous logo. */
    async saveLogo(
      supplierId: number,
      id: number,
      content: Buffer,
      field: string,
      locale: Locale,
    ): Promise<StoreSavedResponse> {
      const previous = await own(supplierId, id, locale);
      let image: Buffer;
      try {
        image = await avatarImage(content);
      } catch (error) {
        if (!(error instanceof ImageRejected)) throw error;
        const text = storesText(locale, LOGO_PROBLEM[error.problem]);
        throw httpErrors.unprocessable(LOGO_PROBLEM[error.problem], text, { [field]: [text] });
      }
      const url = await storage.put(storageKey(`stores/${id}`, 'webp'), image, 'image/webp');
      const row = await repo.update(supplierId, id, { logo: url });
      if (!row) {
        await storage.remove(url);
        throw httpErrors.notFound(storesText(locale, 'store_not_found'));
      }
      if (previous.logo) {
        storage.remove(previous.logo).catch((error: unknown) => log.warn({ err: error }, 'old logo not removed'));
      }
      return { message: storesText(locale, 'logo_saved'), data: await present(row) };
    },

    async removeLogo(supplierId: number, id: number, locale: Locale): Promise<StoreSavedResponse> {
      const previous = await own(supplierId, id, locale);
      const row = await repo.update(supplierId, id, { logo: null });
      if (!row) throw httpErrors.notFound(storesText(locale, 'store_not_found'));
      if (previous.logo) {
        storage.remove(previous.logo).catch((error: unknown) => log.warn({ err: error }, 'old logo not removed'));
      }
      return { message: storesText(locale, 'logo_removed'), data: await present(row) };
    },

    /** The settings' `store`: the first active store, or null. */
    async primaryOf(supplierId: number): Promise<SettingsResponse['store']> {
      const row = await repo.primary(supplierId);
      return row ? { id: row.id, name: row.name, slug: row.slug } : null;
    },
  };
}

export type StoresService = ReturnType<typeof storesService>;
