import {
  ATTRIBUTE_TEXT_VALUE_MAX,
  isFilledValue,
  type AttributeValue,
  type GroupAttribute,
} from '@supplier/contracts/attributes';
import type { Locale } from '@supplier/contracts/constants';
import type { ProductAttributeInput } from '@supplier/contracts/products';
import { catalogText } from './catalog.messages';

type Definition = Pick<GroupAttribute, 'id' | 'name' | 'type' | 'options' | 'required'>;

/** A value as stored for its attribute's type, or undefined when it does not fit. */
function normalize(definition: Definition, value: AttributeValue): AttributeValue | undefined {
  switch (definition.type) {
    case 'text':
      return typeof value === 'string' && value.trim().length <= ATTRIBUTE_TEXT_VALUE_MAX ? value.trim() : undefined;
    case 'number': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value.replace(',', '.')) : value;
      return typeof number === 'number' && Number.isFinite(number) && Math.abs(number) < 1e12 ? number : undefined;
    }
    case 'boolean':
      if (typeof value === 'boolean') return value;
      return value === 'true' ? true : value === 'false' ? false : undefined;
    case 'select':
      return typeof value === 'string' && definition.options.includes(value) ? value : undefined;
    case 'multiselect': {
      if (!Array.isArray(value)) return undefined;
      const unique = [...new Set(value)];
      return unique.every((option) => definition.options.includes(option))
        ? definition.options.filter((option) => unique.includes(option))
        : undefined;
    }
  }
}

/**
 * Checks a product's attribute values against the attributes of its category's groups: each
 * value belongs to one of them and fits its type and options; every required one is filled.
 * Field errors are keyed `attributes.{attribute_id}`.
 */
export function checkAttributeValues(
  definitions: Definition[],
  inputs: ProductAttributeInput[],
  locale: Locale,
): { values: { attributeId: number; value: AttributeValue }[]; errors: Record<string, string[]> } {
  const byId = new Map(definitions.map((definition) => [definition.id, definition]));
  const errors: Record<string, string[]> = {};
  const given = new Map<number, AttributeValue>();
  for (const input of inputs) {
    const key = `attributes.${input.attribute_id}`;
    const definition = byId.get(input.attribute_id);
    if (input.value === null || !isFilledValue(input.value)) continue;
    if (!definition) {
      errors[key] = [catalogText(locale, 'attribute_not_in_category')];
      continue;
    }
    const value = normalize(definition, input.value);
    if (value === undefined || !isFilledValue(value)) {
      errors[key] = [catalogText(locale, 'attribute_value_invalid')];
      continue;
    }
    given.set(definition.id, value);
  }
  for (const definition of definitions) {
    const key = `attributes.${definition.id}`;
    if (definition.required && !given.has(definition.id) && !errors[key]) {
      errors[key] = [catalogText(locale, 'attribute_required')];
    }
  }
  return { values: [...given].map(([attributeId, value]) => ({ attributeId, value })), errors };
}
