import {
  DEFAULT_STORE_SCHEDULE,
  STORE_NAME_MAX_LENGTH,
  STORE_SLUG_MAX_LENGTH,
  STORE_SLUG_MIN_LENGTH,
  isReservedStoreSlug,
  suggestStoreSlug,
} from '@supplier/contracts/stores';
import { storesText } from './stores.messages';
import type { StoreRow, StoresRepository, StoreValues } from './stores.repository';

/** Who the first store is made for: a supplier who just confirmed the sign-up. */
export interface StoreOwner {
  id: number;
  firstname: string;
  lastname: string;
  telephone: string;
  email: string | null;
}

/** A free address from `base`: base, base-2, base-3… (cut so the suffix fits). */
async function freeSlug(repo: StoresRepository, base: string): Promise<string> {
  const taken = new Set(await repo.slugsLike(base));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, STORE_SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * The store a supplier gets at sign-up (PRODUCT.md section 6): named after them ("Firstname
 * Lastname"), with their phone and email, the default schedule and a free address made from
 * the name (`ivan-petrenko`, `ivan-petrenko-2`…). Nothing happens when they have a store already.
 */
export async function ensureFirstStore(repo: StoresRepository, owner: StoreOwner): Promise<StoreRow | null> {
  if ((await repo.countOf(owner.id)) > 0) return null;
  const fullName = `${owner.firstname} ${owner.lastname}`.trim().slice(0, STORE_NAME_MAX_LENGTH).trim();
  const name = fullName.length >= 2 ? fullName : storesText('uk', 'default_store_name');
  let base = suggestStoreSlug(name);
  if (base.length < STORE_SLUG_MIN_LENGTH || isReservedStoreSlug(base)) base = `store-${owner.id}`;
  const fields: Omit<StoreValues, 'slug'> = {
    name,
    description: '',
    phone: owner.telephone,
    email: owner.email,
    city: null,
    schedule: DEFAULT_STORE_SCHEDULE,
  };
  // another sign-up may take the address between the look-up and the insert: look again
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const row = await repo.insertIfSlugFree(owner.id, { ...fields, slug: await freeSlug(repo, base) });
    if (row) return row;
  }
  return repo.insert(owner.id, { ...fields, slug: await freeSlug(repo, `store-${owner.id}`) });
}
