import type { Locale } from '@supplier/contracts/constants';
import type { ExportRow, ProductsFileSource } from '../catalog';

/** The marketplace category of the template's sample row. */
export const TEMPLATE_CATEGORY = 'Побутова техніка / Техніка для кухні / Електрочайники';

/** Our import template: the products export's columns, with one sample row to copy. */
export function templateSource(categoryId: number, locale: Locale, origin: string): ProductsFileSource {
  const sample: ExportRow = {
    id: 0,
    sku: 'KO-150',
    name: locale === 'uk' ? 'Електрочайник Ранок 1,7 л' : 'Kettle Ranok 1.7 l',
    name_en: 'Kettle Ranok 1.7 l',
    description: '<p>Потужний чайник з фільтром від накипу.</p>',
    price: 129_950,
    old_price: 149_900,
    stock: 12,
    availability: 'in_stock',
    status: 'active',
    barcode: null,
    brand: 'Ранок',
    category_id: categoryId,
    category_name: 'Електрочайники',
    shelving_code: null,
    images: ['https://cdn.example.ua/ko-150/1.jpg'],
    params: [{ name: 'Обʼєм', unit: 'л', value: '1,7' }],
  };
  return {
    pages: (async function* () {
      yield [sample];
    })(),
    paramsWidth: 1,
    shop: { name: '', url: origin, categories: [] },
    origin,
  };
}
