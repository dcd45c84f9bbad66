/**
 * What the demo supplier (store «Затишна оселя», home textiles) sells: attributes, groups bound
 * to categories, shelvings and product families that catalog.seed.ts multiplies into a few
 * hundred products.
 */
import type { AttributeType } from '@supplier/contracts/attributes';

export interface DemoAttribute {
  key: string;
  name: string;
  type: AttributeType;
  unit?: string;
  options?: string[];
  required?: boolean;
}

export const DEMO_ATTRIBUTES: DemoAttribute[] = [
  {
    key: 'fabric',
    name: 'Тканина',
    type: 'select',
    options: [
      'Сатин',
      'Бязь',
      'Поплін',
      'Ранфорс',
      'Льон',
      'Бавовна',
      'Мікрофібра',
      'Махра',
      'Велюр',
      'Вовна',
      'Поліестер',
    ],
    required: true,
  },
  {
    key: 'color',
    name: 'Колір',
    type: 'select',
    options: ['Білий', 'Молочний', 'Бежевий', 'Сірий', 'Графітовий', 'Синій', 'Зелений', 'Рожевий', 'Теракотовий'],
  },
  { key: 'density', name: 'Щільність', type: 'number', unit: 'г/м²' },
  { key: 'washable', name: 'Можна прати в машині', type: 'boolean' },
  {
    key: 'bedSize',
    name: 'Розмір комплекту',
    type: 'select',
    options: ['Півторний', 'Двоспальний', 'Євро', 'Сімейний'],
    required: true,
  },
  { key: 'dimensions', name: 'Розміри', type: 'text', unit: 'см' },
  {
    key: 'filling',
    name: 'Наповнювач',
    type: 'select',
    options: ['Гусячий пух', 'Холофайбер', 'Силікон', 'Вовна мериноса', 'Бамбукове волокно', 'Лебединий пух'],
    required: true,
  },
  { key: 'seasons', name: 'Сезон', type: 'multiselect', options: ['Зима', 'Весна', 'Літо', 'Осінь'] },
  {
    key: 'material',
    name: 'Матеріал посуду',
    type: 'select',
    options: ['Кераміка', 'Порцеляна', 'Скло'],
    required: true,
  },
  { key: 'volume', name: "Об'єм", type: 'number', unit: 'мл' },
  { key: 'country', name: 'Країна виробництва', type: 'text' },
];

export interface DemoGroup {
  name: string;
  attributes: string[];
  /** Category paths (a group bound to a parent applies to its leaves). */
  categories: string[];
}

export const DEMO_GROUPS: DemoGroup[] = [
  { name: 'Текстиль', attributes: ['fabric', 'color', 'density', 'washable'], categories: ['Дім і сад / Текстиль'] },
  {
    name: 'Постільна білизна',
    attributes: ['bedSize', 'dimensions'],
    categories: ['Дім і сад / Текстиль / Постільна білизна'],
  },
  {
    name: 'Ковдри та подушки',
    attributes: ['filling', 'dimensions', 'seasons'],
    categories: ['Дім і сад / Текстиль / Ковдри', 'Дім і сад / Текстиль / Подушки'],
  },
  { name: 'Посуд', attributes: ['material', 'volume', 'color'], categories: ['Дім і сад / Посуд / Чашки та келихи'] },
  { name: 'Походження', attributes: ['country'], categories: ['Дім і сад'] },
];

export const DEMO_SHELVINGS = [
  { code: 'A-01-01', name: 'Постільна білизна, верх', zone: 'А', capacity: 400 },
  { code: 'A-01-02', name: 'Постільна білизна, низ', zone: 'А', capacity: 400 },
  { code: 'A-02-01', name: 'Ковдри', zone: 'А', capacity: 250 },
  { code: 'A-02-02', name: 'Подушки', zone: 'А', capacity: 300 },
  { code: 'B-01-01', name: 'Пледи та рушники', zone: 'Б', capacity: 500, note: 'Рушники складати по 10 шт.' },
  { code: 'B-01-02', name: 'Штори', zone: 'Б', capacity: 200 },
  { code: 'B-02-01', name: 'Посуд', zone: 'Б', capacity: 300, note: 'Крихке! Лише верхні полиці.' },
  { code: 'C-01-01', name: 'Повернення та брак', zone: 'В', capacity: null },
] as const;

/** A family of products in one leaf category: names are made from its parts. */
export interface DemoFamily {
  category: string;
  count: number;
  name: (parts: { design: string; fabric: string; size: string; n: number }) => string;
  price: [number, number];
  brands: string[];
  shelving: string | null;
  /** Attribute values by key, given the family's picks. */
  attributes: (pick: <T>(list: readonly T[]) => T) => Record<string, string | number | boolean | string[]>;
  description: string;
}

const DESIGNS = [
  'Лаванда',
  'Прованс',
  'Скандинавія',
  'Карпати',
  'Морський бриз',
  'Квітковий сад',
  'Геометрія',
  'Класика',
  'Мальви',
  'Соняшники',
  'Полтава',
  'Вишиванка',
  'Смарагд',
  'Туман',
  'Рання осінь',
  'Сакура',
];
export { DESIGNS };

const BED_SIZES = { Півторний: '150×215', Двоспальний: '180×215', Євро: '200×220', Сімейний: '2×150×215' } as const;

export const DEMO_FAMILIES: DemoFamily[] = [
  {
    category: 'Дім і сад / Текстиль / Постільна білизна',
    count: 90,
    name: ({ design, fabric, size }) =>
      `Комплект постільної білизни «${design}» ${fabric.toLowerCase()}, ${size.toLowerCase()}`,
    price: [899, 3499],
    brands: ['Затишна оселя', 'Ярослав', 'Вілюта', 'ТЕП'],
    shelving: 'A-01-01',
    attributes: (pick) => {
      const size = pick(Object.keys(BED_SIZES) as (keyof typeof BED_SIZES)[]);
      return {
        fabric: pick(['Сатин', 'Бязь', 'Поплін', 'Ранфорс', 'Льон']),
        color: pick(['Білий', 'Бежевий', 'Сірий', 'Синій', 'Зелений', 'Рожевий']),
        density: pick([120, 125, 135, 140]),
        washable: true,
        bedSize: size,
        dimensions: BED_SIZES[size],
        country: 'Україна',
      };
    },
    description:
      '<p>Комплект з натуральної тканини, що дихає і приємна до тіла. До складу входять підковдра, простирадло та дві наволочки.</p><ul><li>Прання при 40 °C</li><li>Не линяє і не скочується</li></ul>',
  },
  {
    category: 'Дім і сад / Текстиль / Ковдри',
    count: 40,
    name: ({ design, size }) => `Ковдра «${design}» ${size.toLowerCase()}`,
    price: [799, 5999],
    brands: ['Затишна оселя', 'Руно', 'Billerbeck'],
    shelving: 'A-02-01',
    attributes: (pick) => ({
      fabric: pick(['Сатин', 'Бавовна', 'Мікрофібра']),
      filling: pick(['Гусячий пух', 'Холофайбер', 'Силікон', 'Вовна мериноса', 'Бамбукове волокно']),
      dimensions: pick(['140×205', '172×205', '200×220']),
      seasons: pick([['Зима'], ['Весна', 'Осінь'], ['Зима', 'Весна', 'Літо', 'Осінь']]),
      washable: pick([true, false]),
      country: pick(['Україна', 'Німеччина']),
    }),
    description: '<p>Тепла і легка ковдра з гіпоалергенним наповнювачем. Простьобана, щоб наповнювач не збивався.</p>',
  },
  {
    category: 'Дім і сад / Текстиль / Подушки',
    count: 40,
    name: ({ design, n }) => `Подушка «${design}» ${n % 2 === 0 ? '50×70' : '70×70'} см`,
    price: [299, 1899],
    brands: ['Затишна оселя', 'Руно', 'Теп'],
    shelving: 'A-02-02',
    attributes: (pick) => ({
      fabric: pick(['Сатин', 'Бавовна', 'Мікрофібра']),
      filling: pick(['Гусячий пух', 'Холофайбер', 'Силікон', 'Лебединий пух']),
      dimensions: pick(['50×70', '70×70']),
      washable: pick([true, false]),
      country: 'Україна',
    }),
    description: '<p>Подушка середньої жорсткості, тримає форму після прання. Чохол на блискавці.</p>',
  },
  {
    category: 'Дім і сад / Текстиль / Пледи',
    count: 35,
    name: ({ design, fabric }) => `Плед «${design}» ${fabric.toLowerCase()} 150×200 см`,
    price: [499, 2499],
    brands: ['Затишна оселя', 'Вілюта'],
    shelving: 'B-01-01',
    attributes: (pick) => ({
      fabric: pick(['Велюр', 'Вовна', 'Мікрофібра', 'Бавовна']),
      color: pick(['Молочний', 'Графітовий', 'Теракотовий', 'Зелений', 'Бежевий']),
      density: pick([220, 280, 320]),
      washable: true,
    }),
    description: '<p>Мʼякий плед для вечорів удома та пікніків. Не електризується.</p>',
  },
  {
    category: 'Дім і сад / Текстиль / Рушники',
    count: 45,
    name: ({ design, n }) => `Рушник махровий «${design}» ${['50×90', '70×140', '30×50'][n % 3]} см`,
    price: [149, 799],
    brands: ['Затишна оселя', 'Ярослав', 'Home Line'],
    shelving: 'B-01-01',
    attributes: (pick) => ({
      fabric: 'Махра',
      color: pick(['Білий', 'Сірий', 'Синій', 'Рожевий', 'Бежевий']),
      density: pick([400, 450, 500, 550]),
      washable: true,
      country: 'Україна',
    }),
    description: '<p>Щільна махра з довгою петлею добре вбирає вологу і швидко сохне.</p>',
  },
  {
    category: 'Дім і сад / Текстиль / Штори',
    count: 25,
    name: ({ design, fabric }) => `Штора «${design}» ${fabric.toLowerCase()} 140×260 см`,
    price: [599, 2999],
    brands: ['Затишна оселя', 'Decor Home'],
    shelving: 'B-01-02',
    attributes: (pick) => ({
      fabric: pick(['Льон', 'Поліестер', 'Велюр']),
      color: pick(['Молочний', 'Бежевий', 'Сірий', 'Графітовий', 'Зелений']),
      washable: pick([true, false]),
    }),
    description: '<p>Щільна штора на люверсах. Затіняє кімнату і зберігає тепло.</p>',
  },
  {
    category: 'Дім і сад / Текстиль / Килими',
    count: 15,
    name: ({ design }) => `Килим «${design}» 160×230 см`,
    price: [1499, 8999],
    brands: ['Затишна оселя', 'Karat'],
    shelving: null,
    attributes: (pick) => ({
      fabric: pick(['Вовна', 'Бавовна', 'Поліестер']),
      color: pick(['Бежевий', 'Сірий', 'Теракотовий']),
      washable: false,
    }),
    description: '<p>Килим з коротким ворсом, легко чиститься пилососом.</p>',
  },
  {
    category: 'Дім і сад / Посуд / Чашки та келихи',
    count: 25,
    name: ({ design, n }) => `Чашка «${design}» ${[250, 300, 350, 400][n % 4]} мл`,
    price: [129, 599],
    brands: ['Затишна оселя', 'Кераміка Опішні'],
    shelving: 'B-02-01',
    attributes: (pick) => ({
      material: pick(['Кераміка', 'Порцеляна', 'Скло']),
      volume: pick([250, 300, 350, 400]),
      color: pick(['Білий', 'Молочний', 'Синій', 'Зелений']),
      country: 'Україна',
    }),
    description: '<p>Чашка ручної роботи, можна мити в посудомийній машині.</p>',
  },
  {
    category: 'Дім і сад / Декор / Свічки та підсвічники',
    count: 15,
    name: ({ design }) => `Ароматична свічка «${design}» у склі`,
    price: [199, 699],
    brands: ['Затишна оселя'],
    shelving: null,
    attributes: () => ({ country: 'Україна' }),
    description: '<p>Соєвий віск і бавовняний гніт, горить до 40 годин.</p>',
  },
];

/** Colours of the demo's product pictures (one picture each, shared by many products). */
export const DEMO_IMAGE_COLORS = [
  '#e8dccb',
  '#c9d6df',
  '#f2c6c2',
  '#b7c9a8',
  '#d9c2e9',
  '#f5e6b3',
  '#9fb8ad',
  '#e3b505',
  '#7d8ca3',
  '#c97b63',
  '#efe9e1',
  '#5b6c8f',
];
