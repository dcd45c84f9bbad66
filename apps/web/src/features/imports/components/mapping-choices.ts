import type { ImportCheck, ImportMappingsBody } from '@supplier/contracts/imports';

/** A feed category's choice: a marketplace category, `null` (not imported), or none yet. */
export type CategoryChoice = { id: number; path: string } | null | undefined;
/** A param's choice: an attribute id, `null` (not imported), or `new` (an attribute of its name is made). */
export type ParamChoice = number | null | 'new';

export interface MappingChoices {
  categories: Record<string, CategoryChoice>;
  params: Record<string, ParamChoice>;
}

/** The choices the dry run suggests or remembers. */
export function choicesOf(check: ImportCheck): MappingChoices {
  return {
    categories: Object.fromEntries(
      check.categories.map((c) => [c.key, c.category ?? (c.confirmed ? null : undefined)] as const),
    ),
    params: Object.fromEntries(check.params.map((p) => [p.key, p.attribute?.id ?? (p.confirmed ? null : 'new')])),
  };
}

/** What confirming `choices` sends: every category with a choice, every param not left to a new attribute. */
export function mappingsBody(choices: MappingChoices): ImportMappingsBody {
  return {
    categories: Object.entries(choices.categories).flatMap(([key, choice]) =>
      choice === undefined ? [] : [{ key, category_id: choice?.id ?? null }],
    ),
    params: Object.entries(choices.params).flatMap(([key, choice]) =>
      choice === 'new' ? [] : [{ key, attribute_id: choice }],
    ),
  };
}
