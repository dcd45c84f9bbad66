/**
 * A Rozetka-style YML feed of a Ukrainian shop, as a new seller brings it: 283 offers in 64
 * categories (8 groups of 56 leaves), «Ялинкові іграшки» the largest with 70, names in Ukrainian
 * with `vendorCode`, `vendor` and params, and `Колір;UA`/`Цвет;RU` params as Rozetka writes them.
 * SKUs carry `run`, so every run creates its own products.
 */
const GROUPS: [string, string[]][] = [
  [
    'Фітнес',
    [
      'Гантелі',
      'Гирі',
      'Скакалки',
      'Килимки для йоги',
      'Фітнес-резинки',
      'Пояси та рукавички для фітнесу',
      'Ролики для пресу',
      'Обтяжувачі',
      'Степ-платформи',
    ],
  ],
  [
    'Спорт і відпочинок',
    [
      'Велосипеди',
      'Самокати',
      'Роликові ковзани',
      'Тенісні ракетки',
      "Футбольні м'ячі",
      "Баскетбольні м'ячі",
      'Бадмінтон',
    ],
  ],
  [
    'Туризм',
    ['Намети', 'Спальні мішки', 'Туристичні рюкзаки', 'Термоси', 'Ліхтарики', 'Туристичний посуд', 'Карімати'],
  ],
  ['Новий рік', ['Ялинкові іграшки', 'Гірлянди', 'Штучні ялинки', 'Новорічні костюми', 'Мішура']],
  [
    'Кухня',
    ['Каструлі', 'Сковороди', 'Ножі кухонні', 'Обробні дошки', 'Електрочайники', 'Кавоварки', 'Блендери', 'Тостери'],
  ],
  ['Текстиль', ['Скатертини та серветки', 'Рушники', 'Постільна білизна', 'Ковдри', 'Подушки', 'Штори']],
  ['Дім і сад', ['Садові інструменти', 'Лійки', 'Вазони', 'Свічки', 'Фоторамки', 'Настінні годинники', 'Дзеркала']],
  [
    'Дитячі товари',
    ['Конструктори', 'Ляльки', 'Настільні ігри', 'Пазли', 'Дитячі книжки', "М'які іграшки", 'Радіокеровані машинки'],
  ],
];

const BRANDS = ['Sportko', 'Ardesto', 'Tramp', 'Lefard', 'Ideia', 'Bestway', 'Tefal', 'Lego'];
const COLOURS: [string, string][] = [
  ['Червоний', 'Красный'],
  ['Синій', 'Синий'],
  ['Чорний', 'Черный'],
  ['Зелений', 'Зеленый'],
];

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll("'", '&apos;');

export interface CatalogueFeed {
  xml: string;
  offers: number;
  categories: number;
  /** The feed's leaf categories with their offers. */
  leaves: { name: string; offers: number }[];
}

export function catalogueFeed(run: string, offers = 283): CatalogueFeed {
  const categories: string[] = [];
  const leaves: { id: number; name: string }[] = [];
  let id = 1;
  for (const [group, names] of GROUPS) {
    const groupId = id++;
    categories.push(`<category id="${groupId}">${escape(group)}</category>`);
    for (const name of names) {
      leaves.push({ id, name });
      categories.push(`<category id="${id++}" parentId="${groupId}">${escape(name)}</category>`);
    }
  }
  // «Ялинкові іграшки» holds 70; the rest share what is left, a few more to the first ones.
  const big = leaves.findIndex((leaf) => leaf.name === 'Ялинкові іграшки');
  const rest = offers - 70;
  const counts = leaves.map((_, i) =>
    i === big
      ? 70
      : Math.floor(rest / (leaves.length - 1)) + (i - (i > big ? 1 : 0) < rest % (leaves.length - 1) ? 1 : 0),
  );
  const items: string[] = [];
  let n = 0;
  leaves.forEach((leaf, i) => {
    for (let k = 1; k <= counts[i]!; k += 1) {
      n += 1;
      const brand = BRANDS[n % BRANDS.length]!;
      const [ua, ru] = COLOURS[n % COLOURS.length]!;
      items.push(`<offer id="${n}" available="true">
<url>https://shop.example.com/p/${n}</url>
<price>${100 + ((n * 37) % 1900)}</price>
<currencyId>UAH</currencyId>
<categoryId>${leaf.id}</categoryId>
<vendor>${brand}</vendor>
<vendorCode>CAT-${run}-${n}</vendorCode>
<stock_quantity>${(n % 9) + 1}</stock_quantity>
<name>${escape(`${leaf.name} ${brand} ${run}-${k}`)}</name>
<name_ua>${escape(`${leaf.name} ${brand} ${run}-${k}`)}</name_ua>
<description>${escape(`${leaf.name} від ${brand}: якісний товар для дому та відпочинку.`)}</description>
<param name="Колір;UA">${ua}</param>
<param name="Цвет;RU">${ru}</param>
<param name="Країна виробник">Україна</param>
</offer>`);
    }
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE yml_catalog SYSTEM "shops.dtd">
<yml_catalog date="2026-11-28 10:00">
<shop>
<name>Затишна оселя</name>
<company>ТОВ «Затишна оселя»</company>
<url>https://shop.example.com</url>
<currencies><currency id="UAH" rate="1"/></currencies>
<categories>
${categories.join('\n')}
</categories>
<offers>
${items.join('\n')}
</offers>
</shop>
</yml_catalog>
`;
  return {
    xml,
    offers: n,
    categories: categories.length,
    leaves: leaves.map((leaf, i) => ({ name: leaf.name, offers: counts[i]! })),
  };
}
