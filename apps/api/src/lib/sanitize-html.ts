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

/** Renames a tag, dropping its attributes. */
const rename =
  (tagName: string): sanitizeHtml.Transformer =>
  () => ({ tagName, attribs: {} });

const OPTIONS: sanitizeHtml.IOptions = {
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
  // what other editors and pasted documents use for the same thing
  transformTags: {
    b: rename('strong'),
    i: rename('em'),
    strike: rename('s'),
    del: rename('s'),
    h1: rename('h2'),
    h4: rename('h3'),
    h5: rename('h3'),
    h6: rename('h3'),
    div: rename('p'),
    // the tag keeps its name here (a renamed tag that is then discarded leaks its name into the
    // closing tag of the next element at that depth); exclusiveFilter unwraps an unsafe one
    a: (_tagName, attribs): sanitizeHtml.Tag => {
      const href = safeLinkHref(attribs.href);
      return { tagName: 'a', attribs: href ? { href, rel: RICH_TEXT_LINK_REL } : {} };
    },
  },
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/** The safe subset of `html` (see above); an empty string when no text is left. */
export function sanitizeRichText(html: string): string {
  // Text without markup or entities comes out of sanitize-html as it went in: a feed's plain descriptions skip the parser.
  const clean = (/[<>&]/.test(html) ? sanitizeHtml(html, OPTIONS) : html).trim();
  return richTextPlain(clean) === '' ? '' : clean;
}
