import type { Locale } from '@supplier/contracts/constants';
import { httpErrors } from '../../../errors';
import type { ImportsContext } from '../imports.context';
import { importsText } from '../imports.messages';

/**
 * Remembers which marketplace category each feed category and which attribute each feed param
 * maps to (null: not imported); categories must be leaves, attributes the supplier's own.
 */
export async function saveMappings(
  ctx: ImportsContext,
  input: {
    supplierId: number;
    locale: Locale;
    categories: { key: string; category_id: number | null }[];
    params: { key: string; attribute_id: number | null }[];
  },
): Promise<void> {
  const { supplierId, locale, categories, params } = input;
  const categoryIds = [...new Set(categories.flatMap((m) => (m.category_id === null ? [] : [m.category_id])))];
  const attributeIds = [...new Set(params.flatMap((m) => (m.attribute_id === null ? [] : [m.attribute_id])))];
  const [leaves, own] = await Promise.all([
    ctx.catalog.leafCategoryIds(categoryIds),
    ctx.catalog.ownAttributeIds(supplierId, attributeIds),
  ]);
  const badCategory = categories.findIndex((m) => m.category_id !== null && !leaves.has(m.category_id));
  if (badCategory >= 0) {
    const text = importsText(locale, 'mapping_category_invalid', { id: categories[badCategory]!.category_id! });
    throw httpErrors.unprocessable('mapping_category_invalid', text, {
      [`categories.${badCategory}.category_id`]: [text],
    });
  }
  const badParam = params.findIndex((m) => m.attribute_id !== null && !own.has(m.attribute_id));
  if (badParam >= 0) {
    const text = importsText(locale, 'mapping_attribute_invalid', { id: params[badParam]!.attribute_id! });
    throw httpErrors.unprocessable('mapping_attribute_invalid', text, {
      [`params.${badParam}.attribute_id`]: [text],
    });
  }
  await ctx.mappings.save(supplierId, {
    categories: categories.map((m) => ({ key: m.key, id: m.category_id })),
    params: params.map((m) => ({ key: m.key, id: m.attribute_id })),
  });
}
