import { z } from 'zod';
import { decimal, ID_MAX, idParams, messageResponse, paginationMeta, rowId } from './common';
import type { EndpointTable } from './endpoint';

/**
 * The supplier's own attributes (`Атрибути`) and attribute groups (`Групи атрибутів`),
 * PRODUCT.md section 7. A group binds to categories: the required attributes of every group of
 * a product's category (or of its ancestors) must be filled. Calls live under
 * `/admin-suppliers/v1/attributes` and `/admin-suppliers/v1/attribute-groups`.
 */

export const attributeTypes = ['text', 'number', 'boolean', 'select', 'multiselect'] as const;
export const attributeTypeSchema = z.enum(attributeTypes);
export type AttributeType = (typeof attributeTypes)[number];

/** Types whose values come from the attribute's options. */
export const OPTION_TYPES: readonly AttributeType[] = ['select', 'multiselect'];
export const hasOptions = (type: AttributeType): boolean => OPTION_TYPES.includes(type);

export const ATTRIBUTE_NAME_MAX = 100;
export const ATTRIBUTE_UNIT_MAX = 20;
export const ATTRIBUTE_OPTION_MAX = 100;
export const ATTRIBUTE_OPTIONS_MAX = 200;
export const GROUP_ATTRIBUTES_MAX = 100;
export const GROUP_CATEGORIES_MAX = 500;
/** Longest text value of a `text` attribute. */
export const ATTRIBUTE_TEXT_VALUE_MAX = 1000;

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** POST /attributes, PUT /attributes/{id}. `options` only for select types (others drop it). */
export const attributeRequest = z
  .object({
    name: z.string().trim().min(1).max(ATTRIBUTE_NAME_MAX),
    type: attributeTypeSchema,
    unit: z.preprocess(emptyToNull, z.string().trim().max(ATTRIBUTE_UNIT_MAX).nullable()).default(null),
    options: z.array(z.string().trim().min(1).max(ATTRIBUTE_OPTION_MAX)).max(ATTRIBUTE_OPTIONS_MAX).default([]),
    required: z.boolean().default(false),
  })
  .superRefine((value, context) => {
    if (!hasOptions(value.type)) return;
    if (value.options.length === 0) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'options_required', input: value.options });
    } else if (new Set(value.options.map((option) => option.toLowerCase())).size !== value.options.length) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'options_unique', input: value.options });
    }
  })
  .transform((value) => ({ ...value, options: hasOptions(value.type) ? value.options : [] }));
export type AttributeRequest = z.input<typeof attributeRequest>;
export type AttributeInput = z.output<typeof attributeRequest>;

export const attribute = z.object({
  id: z.number().int(),
  name: z.string(),
  type: attributeTypeSchema,
  unit: z.string().nullable(),
  options: z.array(z.string()),
  required: z.boolean(),
  /** Groups listing it and products with a value of it (deleting needs both at 0). */
  groups_count: z.number().int(),
  products_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Attribute = z.infer<typeof attribute>;

export const attributesQuery = z.object({
  q: z.string().trim().max(100).optional(),
  type: attributeTypeSchema.optional(),
  page: decimal(z.number().int().min(1).max(ID_MAX).default(1)),
  per_page: decimal(z.number().int().min(1).max(200).default(50)),
});
export type AttributesQuery = Partial<z.output<typeof attributesQuery>>;

export const attributesResponse = z.object({ data: z.array(attribute), meta: paginationMeta });
export type AttributesResponse = z.infer<typeof attributesResponse>;
export const attributeResponse = z.object({ data: attribute });
export const attributeSavedResponse = z.object({ message: z.string(), data: attribute });
export type AttributeSavedResponse = z.infer<typeof attributeSavedResponse>;

// ---------------------------------------------------------------------------------------------
// Attribute groups

const uniqueIds = (max: number) =>
  z
    .array(rowId)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'ids_unique' });

/** POST /attribute-groups, PUT /attribute-groups/{id}: the attributes in order, the bound categories. */
export const attributeGroupRequest = z.object({
  name: z.string().trim().min(1).max(ATTRIBUTE_NAME_MAX),
  attribute_ids: uniqueIds(GROUP_ATTRIBUTES_MAX).default([]),
  category_ids: uniqueIds(GROUP_CATEGORIES_MAX).default([]),
});
export type AttributeGroupRequest = z.input<typeof attributeGroupRequest>;
export type AttributeGroupInput = z.output<typeof attributeGroupRequest>;

/** An attribute as a group lists it (its place in the group included). */
export const groupAttribute = attribute
  .pick({ id: true, name: true, type: true, unit: true, options: true, required: true })
  .extend({ position: z.number().int() });
export type GroupAttribute = z.infer<typeof groupAttribute>;

export const attributeGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  attributes: z.array(groupAttribute),
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), path: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AttributeGroup = z.infer<typeof attributeGroup>;

export const attributeGroupsResponse = z.object({ data: z.array(attributeGroup) });
export type AttributeGroupsResponse = z.infer<typeof attributeGroupsResponse>;
export const attributeGroupResponse = z.object({ data: attributeGroup });
export const attributeGroupSavedResponse = z.object({ message: z.string(), data: attributeGroup });
export type AttributeGroupSavedResponse = z.infer<typeof attributeGroupSavedResponse>;

/** POST /attribute-groups/reorder: every group id of the supplier in the new order. */
export const attributeGroupsReorderRequest = z.object({ ids: uniqueIds(1000).min(1) });
export type AttributeGroupsReorderRequest = z.infer<typeof attributeGroupsReorderRequest>;
export const attributeGroupsReorderResponse = attributeGroupsResponse.extend({ message: z.string() });

/**
 * GET /categories/{id}/attribute-groups: the supplier's groups bound to the category or to one of
 * its ancestors, in group order: what the product form asks for in this category.
 */
export const categoryAttributeGroupsResponse = z.object({
  data: z.array(attributeGroup.pick({ id: true, name: true, position: true, attributes: true })),
});
export type CategoryAttributeGroupsResponse = z.infer<typeof categoryAttributeGroupsResponse>;

// ---------------------------------------------------------------------------------------------
// Attribute values (of products)

/** A value as the API takes and answers it: text, number, yes/no, one option, several options. */
export const attributeValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);
export type AttributeValue = z.infer<typeof attributeValue>;

/** Whether a value counts as filled (a required attribute needs one). */
export function isFilledValue(value: AttributeValue | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') return Number.isFinite(value);
  return true;
}

const attributeErrors = [401, 404, 409, 422];

/** What each endpoint of `attributesEndpoints` takes and answers. */
export const attributesEndpointSchemas = {
  listAttributes: {
    permission: 'catalogue',
    query: attributesQuery,
    responses: { 200: attributesResponse },
    errors: attributeErrors,
  },
  createAttribute: {
    permission: 'catalogue',
    body: attributeRequest,
    responses: { 201: attributeSavedResponse },
    errors: attributeErrors,
  },
  getAttribute: {
    permission: 'catalogue',
    params: idParams,
    responses: { 200: attributeResponse },
    errors: attributeErrors,
  },
  saveAttribute: {
    permission: 'catalogue',
    params: idParams,
    body: attributeRequest,
    responses: { 200: attributeSavedResponse },
    errors: attributeErrors,
  },
  deleteAttribute: {
    permission: 'catalogue',
    params: idParams,
    responses: { 200: messageResponse },
    errors: attributeErrors,
  },
  listAttributeGroups: {
    permission: 'catalogue',
    responses: { 200: attributeGroupsResponse },
    errors: attributeErrors,
  },
  createAttributeGroup: {
    permission: 'catalogue',
    body: attributeGroupRequest,
    responses: { 201: attributeGroupSavedResponse },
    errors: attributeErrors,
  },
  reorderAttributeGroups: {
    permission: 'catalogue',
    body: attributeGroupsReorderRequest,
    responses: { 200: attributeGroupsReorderResponse },
    errors: attributeErrors,
  },
  getAttributeGroup: {
    permission: 'catalogue',
    params: idParams,
    responses: { 200: attributeGroupResponse },
    errors: attributeErrors,
  },
  saveAttributeGroup: {
    permission: 'catalogue',
    params: idParams,
    body: attributeGroupRequest,
    responses: { 200: attributeGroupSavedResponse },
    errors: attributeErrors,
  },
  deleteAttributeGroup: {
    permission: 'catalogue',
    params: idParams,
    responses: { 200: messageResponse },
    errors: attributeErrors,
  },
  listCategoryAttributeGroups: {
    permission: 'catalogue',
    params: idParams,
    responses: { 200: categoryAttributeGroupsResponse },
    errors: [401, 404, 422],
  },
} satisfies EndpointTable;
