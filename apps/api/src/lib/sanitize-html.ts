import sanitizeHtml from 'sanitize-html';
import { richTextPlain } from '@supplier/contracts/articles';

/**
 * The one server-side HTML sanitizer of rich text (information articles, store and product
 * descriptions). Whatever the browser sends, what is stored is this safe subset:
 * p, br, strong, em, u, s, h2, h3, ul, ol, li, blockquote, and links to http(s), mailto and tel
 * (given `rel="noopener nofollow"`). Scripts, styles, iframes and the like go with their
 * content; other tags go and keep their text; every other attribute (event handlers, style,
 * class, target) goes; a link to anything else (javascript:, data:, //host) loses its tag and
 * keeps its text.
 */

export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'em', 'u', 's', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'blockquote'];
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];
export const RICH_TEXT_LINK_REL = 'noopener nofollow';

/** Characters browsers ignore inside a URL scheme (`java\tscript:`), and invisible ones. */
// eslint-disable-next-line no-control-regex
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;

/** The href when it is http(s)://host…, mailto:… or tel:…; null otherwise. */
export function safeLinkHref(href: string | undefined): string | null {
  if (!href) return null;
  const cleaned = href.replace(IGNORED_IN_URL, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
  if (!scheme || !RICH_TEXT_LINK_SCHEMES.includes(scheme)) return null;
  if ((scheme === 'http' || scheme === 'https') && !/^https?:\/\/[^/\\]/i.test(cleaned)) return null;
  if ((scheme === 'mailto' || scheme === 'tel') && cleaned.length <= scheme.length + 1) return null;
  return href.trim();
}

/** What other editors and pasted documents use for the same thing. */
const RENAMED_TAGS: Record<string, string> = {
  b: 'strong',
  i: 'em',
  strike: 's',
  del: 's',
  h1: 'h2',
  h4: 'h3',
  h5: 'h3',
  h6: 'h3',
  div: 'p',
};

/** Renames a tag, dropping its attributes. */
const rename =
  (tagName: string): sanitizeHtml.Transformer =>
  () => ({ tagName, attribs: {} });

/** What sanitizeRichText runs sanitize-html with when its fast path (below) does not answer. */
export const SANITIZE_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: RICH_TEXT_LINK_SCHEMES,
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  // dropped together with everything inside them
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'select',
    'noscript',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'template',
    'title',
    'head',
    'svg',
    'math',
  ],
  transformTags: {
    ...Object.fromEntries(Object.entries(RENAMED_TAGS).map(([from, to]) => [from, rename(to)])),
    // the tag keeps its name here (a renamed tag that is then discarded leaks its name into the
    // closing tag of the next element at that depth); exclusiveFilter unwraps an unsafe one
    a: (_tagName, attribs): sanitizeHtml.Tag => {
      const href = safeLinkHref(attribs.href);
      return { tagName: 'a', attribs: href ? { href, rel: RICH_TEXT_LINK_REL } : {} };
    },
  },
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/**
 * Where a tag may stand: phrasing (strong, br, …) in any tag but a list, flow (p, ul, blockquote, …)
 * at the top and in li and blockquote, an item (li) in a list.
 */
type Place = 'phrasing' | 'flow' | 'item';

/** A tag of the fast path: where it may stand and what it may hold. */
interface SimpleTag {
  is: Place;
  holds: Place[];
}

const PHRASING: Place[] = ['phrasing'];
const FLOW: Place[] = ['phrasing', 'flow'];
const withTag = (names: string[], tag: SimpleTag) => names.map((name) => [name, tag] as const);

const SIMPLE_TAGS = new Map<string, SimpleTag>([
  ...withTag(['strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del'], { is: 'phrasing', holds: PHRASING }),
  ['br', { is: 'phrasing', holds: [] }],
  ...withTag(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'], { is: 'flow', holds: PHRASING }),
  ...withTag(['ul', 'ol'], { is: 'flow', holds: ['item'] }),
  ['li', { is: 'item', holds: FLOW }],
  ['blockquote', { is: 'flow', holds: FLOW }],
]);

/** Text without markup or entities, or a tag without attributes (`<br/>` and `<br />` too). */
const SIMPLE_TOKEN = /([^<>&]+)|<(\/?)([a-z][a-z1-6]*)( ?\/)?>/y;

/**
 * What sanitize-html makes of `html` when `html` is simple, without running it (a product import
 * sends 100,000 descriptions like `<p>Потужний <b>чайник</b></p>`, and parsing them dominated it);
 * null for anything else, which goes to sanitize-html. Simple is: text without `<`, `>` and `&`
 * (sanitize-html keeps such text as it is) and the tags above without attributes, each closed in
 * order and nested so that htmlparser2 opens and closes nothing itself (it closes an open p when a
 * block opens, an open li when an li opens). A tag comes out renamed as in RENAMED_TAGS, br as
 * `<br />`. The tests compare this with sanitize-html on thousands of generated strings.
 */
export function sanitizeSimpleHtml(html: string): string | null {
  const open: { name: string; holds: Place[] }[] = [];
  let out = '';
  SIMPLE_TOKEN.lastIndex = 0;
  while (SIMPLE_TOKEN.lastIndex < html.length) {
    const token = SIMPLE_TOKEN.exec(html);
    if (!token) return null;
    const [, text, closing, name = '', selfClosing] = token;
    if (text !== undefined) {
      out += text;
      continue;
    }
    const tag = SIMPLE_TAGS.get(name);
    if (!tag || (selfClosing && (closing || name !== 'br'))) return null;
    const renamed = RENAMED_TAGS[name] ?? name;
    if (closing) {
      if (open.pop()?.name !== name) return null;
      out += `</${renamed}>`;
    } else if (!(open.at(-1)?.holds ?? FLOW).includes(tag.is)) {
      return null;
    } else if (name === 'br') {
      out += '<br />';
    } else {
      out += `<${renamed}>`;
      open.push({ name, holds: tag.holds });
    }
  }
  return open.length === 0 ? out : null;
}

/** The safe subset of `html` (see above); an empty string when no text is left. */
export function sanitizeRichText(html: string): string {
  const clean = (sanitizeSimpleHtml(html) ?? sanitizeHtml(html, SANITIZE_HTML_OPTIONS)).trim();
  return richTextPlain(clean) === '' ? '' : clean;
}
