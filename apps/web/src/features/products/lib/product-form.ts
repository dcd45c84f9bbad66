import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import {
  isFilledValue,
  type AttributeValue,
  type CategoryAttributeGroupsResponse,
} from '@supplier/contracts/attributes';
import { catalogIssueText } from '@supplier/contracts/categories';
import type { IssueLike } from '@supplier/contracts/messages';
import { productRequest, type Product, type ProductInput, type ProductRequest } from '@supplier/contracts/products';
import i18n from '@/lib/i18n';

export type FormGroup = CategoryAttributeGroupsResponse['data'][number];
export type FormAttribute = FormGroup['attributes'][number];

/** What the product form holds: everything as typed; attribute values keyed `a{id}`. */
export interface ProductFormValues {
  name: string;
  name_en: string;
  description: string;
  sku: string;
  barcode: string;
  brand: string;
  price: string;
  old_price: string;
  stock: string;
  availability: ProductInput['availability'];
  status: ProductInput['status'];
  store_id: string;
  shelving_id: string;
  shelving_quantity: string;
  weight: string;
  length: string;
  width: string;
  height: string;
  attributes: Record<string, string | string[]>;
}

export const FORM_FIELDS = [
  'name',
  'name_en',
  'description',
  'sku',
  'barcode',
  'brand',
  'price',
  'old_price',
  'stock',
  'availability',
  'status',
  'store_id',
  'shelving_id',
  'shelving_quantity',
  'weight',
  'length',
  'width',
  'height',
] as const;

export const attributeKey = (id: number) => `a${id}`;
/** `attributes.12` of an API answer as the form's field name. */
export const formFieldOf = (apiField: string): string | null => {
  const attribute = /^attributes\.(\d+)$/.exec(apiField);
  if (attribute) return `attributes.${attributeKey(Number(attribute[1]))}`;
  return (FORM_FIELDS as readonly string[]).includes(apiField) ? apiField : null;
};

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const locale = () => (i18n.language === 'en' ? 'en' : 'uk');

function valueText(value: AttributeValue | undefined): string | string[] {
  if (value === undefined) return '';
  if (Array.isArray(value)) return value;
  return String(value);
}

export function formValuesOf(product: Product | null, groups: FormGroup[]): ProductFormValues {
  const values = new Map(product?.attributes.map((a) => [a.attribute_id, a.value]));
  const attributes: Record<string, string | string[]> = {};
  for (const attribute of groups.flatMap((group) => group.attributes)) {
    attributes[attributeKey(attribute.id)] = values.has(attribute.id)
      ? valueText(values.get(attribute.id))
      : attribute.type === 'multiselect'
        ? []
        : '';
  }
  return {
    name: product?.name ?? '',
    name_en: product?.name_en ?? '',
    description: product?.description ?? '',
    sku: product?.sku ?? '',
    barcode: product?.barcode ?? '',
    brand: product?.brand ?? '',
    price: text(product?.price),
    old_price: text(product?.old_price),
    stock: text(product?.stock ?? 0),
    availability: product?.availability ?? 'in_stock',
    status: product?.status ?? 'active',
    store_id: text(product?.store_id),
    shelving_id: text(product?.shelving_id),
    shelving_quantity: product?.shelving_id ? text(product.shelving_quantity) : '',
    weight: text(product?.weight),
    length: text(product?.length),
    width: text(product?.width),
    height: text(product?.height),
    attributes,
  };
}

function attributeValue(attribute: FormAttribute, raw: string | string[] | undefined): AttributeValue | null {
  if (raw === undefined) return null;
  if (Array.isArray(raw)) return raw.length > 0 ? raw : null;
  const value = raw.trim();
  if (!value) return null;
  if (attribute.type === 'boolean') return value === 'true';
  if (attribute.type === 'number') {
    const number = Number(value.replace(',', '.'));
    return Number.isFinite(number) ? number : value;
  }
  return value;
}

/** The request body from the form. */
export function requestOf(values: ProductFormValues, categoryId: number, groups: FormGroup[]): ProductRequest {
  const seen = new Set<number>();
  const attributes = groups
    .flatMap((group) => group.attributes)
    .filter((attribute) => !seen.has(attribute.id) && seen.add(attribute.id))
    .map((attribute) => ({
      attribute_id: attribute.id,
      value: attributeValue(attribute, values.attributes[attributeKey(attribute.id)]),
    }))
    .filter((entry) => entry.value !== null);
  return {
    ...values,
    category_id: categoryId,
    store_id: values.store_id ? Number(values.store_id) : null,
    shelving_id: values.shelving_id ? Number(values.shelving_id) : null,
    attributes,
  } as ProductRequest;
}

/** react-hook-form reads errors by path: `attributes.a12` lives at errors.attributes.a12. */
function nested(flat: Record<string, FieldError>): FieldErrors<ProductFormValues> {
  const errors: Record<string, unknown> = {};
  for (const [name, error] of Object.entries(flat)) {
    const [head, tail] = name.split('.', 2) as [string, string | undefined];
    if (tail === undefined) errors[head] = error;
    else errors[head] = { ...(errors[head] as Record<string, FieldError> | undefined), [tail]: error };
  }
  return errors as FieldErrors<ProductFormValues>;
}

/**
 * The contracts' `productRequest` in the API's words, plus what the API checks against the
 * category: every required attribute of its groups filled.
 */
export function productResolver(
  categoryId: number,
  groups: FormGroup[],
  requiredText: string,
): Resolver<ProductFormValues, unknown, ProductRequest> {
  return async (values) => {
    const body = requestOf(values, categoryId, groups);
    const result = await productRequest.safeParseAsync(body, { reportInput: true });
    const errors: Record<string, FieldError> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const name =
          formFieldOf(issue.path.map(String).join('.')) ??
          (issue.path[0] === 'attributes' ? null : String(issue.path[0] ?? 'root'));
        if (name)
          errors[name] ??= { type: issue.code, message: catalogIssueText(issue as unknown as IssueLike, locale()) };
      }
    }
    for (const attribute of groups.flatMap((group) => group.attributes)) {
      const value = attributeValue(attribute, values.attributes[attributeKey(attribute.id)]);
      if (attribute.required && !isFilledValue(value)) {
        errors[`attributes.${attributeKey(attribute.id)}`] ??= { type: 'required', message: requiredText };
      }
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors: nested(errors) };
    return { values: body, errors: {} };
  };
}
