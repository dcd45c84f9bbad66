import type { Readable } from 'node:stream';
import { TextDecoder } from 'node:util';
import type { Locale } from '@supplier/contracts/constants';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { feedPartTooLong, FEED_TOKEN_MAX_CHARS } from './feed-limits';

/** A `<category>` of the feed, as written. */
export interface FeedCategory {
  id: string;
  parentId: string | null;
  name: string;
}

/** A `<param>` of an offer, as written. */
export interface FeedParam {
  name: string;
  unit: string | null;
  value: string;
}

/** An `<offer>` as written: each child's text (the last one wins, pictures and params add up). */
export interface FeedOffer {
  /** The line its `<offer>` starts on. */
  line: number;
  id: string;
  /** The `available` attribute as written (absent: null). */
  available: string | null;
  groupId: string | null;
  fields: Map<string, string>;
  pictures: string[];
  params: FeedParam[];
  /** A table row's own cells under their own headers, as written (a YML offer has none). */
  cells?: [string, string][];
}

export type FeedItem =
  | { kind: 'category'; category: FeedCategory }
  | { kind: 'offer'; offer: FeedOffer }
  /** The XML breaks off here: nothing after it can be trusted. */
  | { kind: 'broken'; line: number; reason: string }
  /** An HTML entity XML does not know, kept as written. */
  | { kind: 'entity'; line: number };

/** HTML entities shop engines write into feeds outside CDATA; XML knows only five. */
const HTML_ENTITIES: Record<string, string> = {
  nbsp: '\u00a0',
  laquo: '«',
  raquo: '»',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  lsquo: '‘',
  rsquo: '’',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  times: '×',
  middot: '·',
  bull: '•',
  euro: '€',
  plusmn: '±',
  frac12: '½',
  sup2: '²',
  sup3: '³',
  micro: 'µ',
};

/** Offer children kept as text; anything else is ignored. */
const OFFER_FIELDS = new Set([
  'name',
  'name_ua',
  'description',
  'description_ua',
  'price',
  'oldprice',
  'price_old',
  'currencyId',
  'categoryId',
  'vendor',
  'vendorCode',
  'article',
  'barcode',
  'stock_quantity',
  'quantity_in_stock',
  'quantity',
  'url',
]);

/**
 * A copy of a text kept past its offer: V8 keeps a cut text as a slice of the chunk it was cut
 * from, and one kept id per chunk would keep the whole feed.
 */
const copy = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

/** Enough bytes to hold an XML declaration. */
const DECLARATION_BYTES = 200;

/** The encoding the XML declaration names (Ukrainian shops still write windows-1251), else UTF-8. */
function declaredEncoding(start: Buffer): string {
  const declared = /^(?:\xEF\xBB\xBF)?\s*<\?xml[^>]*encoding=["']([\w-]+)["']/i.exec(
    start.subarray(0, DECLARATION_BYTES).toString('latin1'),
  )?.[1];
  if (!declared) return 'utf-8';
  try {
    return new TextDecoder(declared).encoding;
  } catch {
    return 'utf-8';
  }
}

/**
 * Reads a YML feed (`yml_catalog` → `shop` → `categories`, `offers`) as it streams in, with flat
 * memory: categories and offers come out one by one, as written. It stops at the first place the
 * XML breaks (a `broken` item), so a half-read feed is never taken for a whole one. A text, tag or
 * comment longer than `FEED_TOKEN_MAX_CHARS` fails the read with a 422 in `locale`: the parser holds
 * each whole until its end, so 200 MB of one text would end the process.
 */
export async function* readYmlFeed(input: Readable, locale: Locale): AsyncGenerator<FeedItem> {
  const parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  Object.assign(parser.ENTITIES, HTML_ENTITIES);
  const out: FeedItem[] = [];
  let broken = false;
  /** Nothing the parser makes of what follows a break is trusted. */
  const emit = (item: FeedItem) => {
    if (!broken) out.push(item);
  };
  /**
   * A closed offer waits for the parser's next event: a break found at its closing tag (saxes
   * closes first, then tells) drops it.
   */
  let closed: FeedOffer | null = null;
  const settle = () => {
    if (closed) emit({ kind: 'offer', offer: closed });
    closed = null;
  };
  /** The open elements' names, from the root. */
  const path: string[] = [];
  let text = '';
  /** Whether the parser finished something during the last write; else it holds all written since. */
  let parsed = false;
  let pending = 0;
  let tooLong = false;
  /** Only a category's or an offer child's text is read; the rest (whitespace between tags) is let go. */
  const gather = (chunk: string) => {
    parsed = true;
    if (path.at(-1) !== 'category' && path.at(-2) !== 'offer') return;
    if (text.length + chunk.length > FEED_TOKEN_MAX_CHARS) tooLong = true;
    else text += chunk;
  };
  let category: FeedCategory | null = null;
  /** The feed's category ids so far: an offer naming a category of its own adds it once. */
  const categoryIds = new Set<string>();
  /** An offer's own `<category code=…>Name</category>` (some marketplaces' feeds have no `<categories>`). */
  let named: { code: string | null } | null = null;
  let offer: FeedOffer | null = null;
  let param: { name: string; unit: string | null } | null = null;

  parser.on('error', (error) => {
    if (/undefined entity/.test(error.message)) return emit({ kind: 'entity', line: parser.line });
    closed = null;
    emit({ kind: 'broken', line: parser.line, reason: error.message.replace(/^[^:]*:\d+:\d+: /, '') });
    broken = true;
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    parsed = true;
    settle();
    path.push(tag.name);
    text = '';
    const attr = (name: string) => (tag.attributes[name] as string | undefined)?.trim() ?? null;
    if (tag.name === 'category' && path.at(-2) === 'categories') {
      category = { id: attr('id') ?? '', parentId: attr('parentId') || null, name: '' };
    } else if (tag.name === 'offer' && path.at(-2) === 'offers') {
      offer = {
        line: parser.line,
        id: attr('id') ?? '',
        available: attr('available'),
        groupId: attr('group_id') || null,
        fields: new Map(),
        pictures: [],
        params: [],
      };
    } else if (tag.name === 'param' && offer && path.length >= 2 && path.at(-2) === 'offer') {
      param = { name: attr('name') ?? '', unit: attr('unit') || null };
    } else if (tag.name === 'category' && offer && path.at(-2) === 'offer') {
      named = { code: attr('code') || attr('id') || null };
    }
  });
  parser.on('text', gather);
  parser.on('cdata', gather);
  // saxes keeps one handler per event: these three are the events no other handler marks.
  for (const event of ['comment', 'processinginstruction', 'doctype'] as const) parser.on(event, () => (parsed = true));
  parser.on('closetag', (tag) => {
    parsed = true;
    settle();
    path.pop();
    const value = text.trim();
    text = '';
    if (category && tag.name === 'category') {
      category.name = value;
      categoryIds.add(category.id);
      emit({ kind: 'category', category });
      category = null;
    } else if (offer && named && tag.name === 'category') {
      // Keyed by its code (else its name) as a category of `<categories>` is by its id; a `categoryId` of the offer wins.
      const id = copy(named.code ?? value);
      named = null;
      if (!id || offer.fields.has('categoryId')) return;
      if (!categoryIds.has(id)) {
        categoryIds.add(id);
        emit({ kind: 'category', category: { id, parentId: null, name: copy(value) || id } });
      }
      offer.fields.set('categoryId', id);
    } else if (offer && tag.name === 'offer') {
      closed = offer;
      offer = null;
    } else if (offer && param && tag.name === 'param') {
      offer.params.push({ ...param, value });
      param = null;
    } else if (offer && path.at(-1) === 'offer') {
      if (tag.name === 'picture') {
        if (value) offer.pictures.push(value);
      } else if (OFFER_FIELDS.has(tag.name)) {
        offer.fields.set(tag.name, value);
      }
    }
  });

  let decoder: TextDecoder | null = null;
  /** The first bytes, held until the XML declaration (and its encoding) is whole. */
  let head: Buffer | null = Buffer.alloc(0);
  const write = (bytes: Buffer) => {
    decoder ??= new TextDecoder(declaredEncoding(bytes));
    const chars = decoder.decode(bytes, { stream: true });
    parsed = false;
    parser.write(chars);
    pending = parsed ? 0 : pending + chars.length;
    if (tooLong || pending > FEED_TOKEN_MAX_CHARS) {
      input.destroy();
      throw feedPartTooLong(locale, FEED_TOKEN_MAX_CHARS);
    }
  };
  /** The bytes the decoder still holds (a letter cut at the end of the file). */
  const rest = () => decoder?.decode() ?? '';
  for await (const chunk of input as AsyncIterable<Buffer>) {
    if (broken) break;
    if (head) {
      head = Buffer.concat([head, chunk]);
      if (head.length < DECLARATION_BYTES && !head.includes('?>')) continue;
      write(head);
      head = null;
    } else write(chunk);
    yield* out.splice(0);
  }
  if (head) write(head);
  if (!broken) parser.write(rest()).close();
  settle();
  yield* out.splice(0);
  if (broken) input.destroy();
}
