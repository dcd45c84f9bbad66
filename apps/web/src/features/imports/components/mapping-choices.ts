import type { ImportCategory, ImportCheck, ImportCounts, ImportMappingsBody } from '@supplier/contracts/imports';

/** A feed category's choice: a marketplace category, `null` (not imported), or none yet. */
export type CategoryChoice = { id: number; path: string } | null | undefined;
/** A param's choice: an attribute id, `null` (not imported), or `new` (an attribute of its name is made). */
export type ParamChoice = number | null | 'new';

export interface MappingChoices {
  categories: Record<string, CategoryChoice>;
  params: Record<string, ParamChoice>;
  /** The feed categories (by key) the supplier chose on this screen: picked, left out or accepted. */
  own: Record<string, true>;
}

/** The confidence thresholds «accept every suggestion from N %» offers, and the one it starts with. */
export const ACCEPT_FROM = [90, 80, 70, 60, 50] as const;
export const ACCEPT_FROM_DEFAULT = 70;

/** The choices the dry run suggests or remembers. */
export function choicesOf(check: ImportCheck): MappingChoices {
  return {
    categories: Object.fromEntries(
      check.categories.map((c) => [c.key, c.category ?? (c.confirmed ? null : undefined)] as const),
    ),
    params: Object.fromEntries(check.params.map((p) => [p.key, p.attribute?.id ?? (p.confirmed ? null : 'new')])),
    own: {},
  };
}

/**
 * What confirming `choices` sends: every category with a choice, every param not left to a new
 * attribute. A suggestion the supplier did not accept (under the accepted confidence) goes as not
 * imported, else applying would take it after all.
 */
export function mappingsBody(check: ImportCheck, choices: MappingChoices): ImportMappingsBody {
  const dropped = new Set(check.categories.filter((c) => c.category && !c.confirmed).map((c) => c.key));
  return {
    categories: Object.entries(choices.categories).flatMap(([key, choice]) =>
      choice === undefined
        ? dropped.has(key)
          ? [{ key, category_id: null }]
          : []
        : [{ key, category_id: choice?.id ?? null }],
    ),
    params: Object.entries(choices.params).flatMap(([key, choice]) =>
      choice === 'new' ? [] : [{ key, attribute_id: choice }],
    ),
  };
}

/**
 * The dry run's counts under the choices on screen: a feed category's new offers (no product of
 * the supplier has them) are created while it has a marketplace category, else skipped; offers
 * that update products or were refused for another reason do not depend on it.
 */
export function liveCounts(check: ImportCheck, choices: MappingChoices): ImportCounts {
  let moved = 0;
  for (const category of check.categories) {
    const was = category.category !== null;
    const now = Boolean(choices.categories[category.key]);
    if (was !== now) moved += now ? category.new_offers : -category.new_offers;
  }
  return { ...check.counts, create: check.counts.create + moved, skip: check.counts.skip - moved };
}

/** How many subcategories each feed category has directly, by its id. */
export function childCounts(check: ImportCheck): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { parent_id } of check.categories) {
    if (parent_id !== null) counts.set(parent_id, (counts.get(parent_id) ?? 0) + 1);
  }
  return counts;
}

/** The feed categories under `key`'s category (its children, theirs, …), by `parent_id`. */
export function descendantsOf(check: ImportCheck, key: string): ImportCategory[] {
  const root = check.categories.find((c) => c.key === key);
  if (!root) return [];
  const children = new Map<string, ImportCategory[]>();
  for (const category of check.categories) {
    if (category.parent_id === null) continue;
    children.set(category.parent_id, [...(children.get(category.parent_id) ?? []), category]);
  }
  const found: ImportCategory[] = [];
  const seen = new Set([root.id]);
  for (let queue = [root.id]; queue.length > 0;) {
    const next: string[] = [];
    for (const id of queue) {
      for (const child of children.get(id) ?? []) {
        if (seen.has(child.id)) continue;
        seen.add(child.id);
        found.push(child);
        next.push(child.id);
      }
    }
    queue = next;
  }
  return found;
}

/** `choice` for the feed category `key`, and for its descendants too when `withChildren`: the supplier's own. */
export function choose(
  check: ImportCheck,
  choices: MappingChoices,
  key: string,
  choice: { id: number; path: string } | null,
  withChildren = false,
): MappingChoices {
  const keys = [key, ...(withChildren ? descendantsOf(check, key).map((c) => c.key) : [])];
  return {
    ...choices,
    categories: { ...choices.categories, ...Object.fromEntries(keys.map((k) => [k, choice])) },
    own: { ...choices.own, ...Object.fromEntries(keys.map((k) => [k, true] as const)) },
  };
}

/** The suggestions (not yet the supplier's own) at `percent` or more. */
export function suggestionsFrom(check: ImportCheck, choices: MappingChoices, percent: number): ImportCategory[] {
  return check.categories.filter(
    (c) => !choices.own[c.key] && c.category && c.suggestion && c.suggestion.confidence >= percent,
  );
}

/**
 * Accepts every suggestion at `percent` or more as the supplier's own; the suggestions under it
 * are dropped (their categories wait for the supplier's pick), so nothing less sure is imported
 * unseen.
 */
export function acceptFrom(check: ImportCheck, choices: MappingChoices, percent: number): MappingChoices {
  const categories = { ...choices.categories };
  const own = { ...choices.own };
  for (const category of check.categories) {
    if (own[category.key] || !category.category || !category.suggestion) continue;
    if (category.suggestion.confidence >= percent) {
      categories[category.key] = category.category;
      own[category.key] = true;
    } else categories[category.key] = undefined;
  }
  return { ...choices, categories, own };
}
