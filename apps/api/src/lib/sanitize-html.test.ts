import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { SANITIZE_HTML_OPTIONS, sanitizeRichText, sanitizeSimpleHtml } from './sanitize-html';
import { seededRandom } from './seeded-random';

const PHRASING = ['strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del'];
const KNOWN = ['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', ...PHRASING];
const TAGS = [...KNOWN, 'span', 'a', 'script', 'style', 'textarea', 'title', 'svg', 'table', 'td', 'P', 'B'];
const TEXTS = ['Потужний', ' чайник №123 ', 'з фільтром.', ' ', '  ', '\n', '\r\n', '\t', 'x', '\u00a0'];
const ODD_TEXTS = [...`"'=/&<>\u0000`, '&amp;', '&lt;', '&#60;', '&nbsp;', '< p>', 'a<b', '</'];
const ODD_TAGS = ['<br>', '<br/>', '<br />', '</br>', '<br  />', '<p/>', '<p >', '</p >', '<!-- c -->', '<hr>'].concat(
  ['<p class="x">', '<b onclick=1>', '<b onclick="x">', '<a href>', '<a href="https://x.ua/?a=1&b=2">', '<img src=x>'],
  ['<script>alert(1)</script>', '<i\n>', '<li value="2">', '<ul type=a>', '<!doctype html>', '<?x?>', '<p\u0000>'],
);

/** A string of text and tags: usually each opened tag is closed in order, nested at random, sometimes not. */
function randomHtml(random: () => number): string {
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;
  const open: string[] = [];
  let html = '';
  const steps = 1 + Math.floor(random() * 12);
  for (let step = 0; step < steps; step++) {
    const roll = random();
    if (roll < 0.3) html += pick(TEXTS);
    else if (roll < 0.36) html += pick(ODD_TEXTS);
    else if (roll < 0.42) html += pick(ODD_TAGS);
    else if (roll < 0.48) html += `</${pick(TAGS)}>`;
    else if (roll < 0.7 && open.length > 0) html += `</${open.pop()}>`;
    else {
      const bias = random();
      const inList = ['ul', 'ol'].includes(open.at(-1) ?? '');
      const tag =
        inList && bias < 0.8
          ? 'li'
          : open.length > 0 && bias < 0.5
            ? pick(PHRASING)
            : pick(random() < 0.9 ? KNOWN : TAGS);
      html += `<${tag}>`;
      open.push(tag);
    }
  }
  if (random() < 0.9) while (open.length > 0) html += `</${open.pop()}>`;
  return html;
}

describe('sanitizeSimpleHtml, the fast path of sanitizeRichText', () => {
  it('answers exactly what sanitize-html answers for every string it takes, and takes the common ones', () => {
    const random = seededRandom(13);
    const differences: { html: string; fast: string; sanitizeHtml: string }[] = [];
    let taken = 0;
    for (let n = 0; n < 10000; n++) {
      const html = randomHtml(random);
      const fast = sanitizeSimpleHtml(html);
      if (fast === null) continue;
      taken++;
      const expected = sanitizeHtml(html, SANITIZE_HTML_OPTIONS);
      if (fast !== expected) differences.push({ html, fast, sanitizeHtml: expected });
    }
    expect(differences).toEqual([]);
    expect(taken).toBeGreaterThan(2000);
    expect(taken).toBeLessThan(8000);
  });

  it('takes a product description and leaves anything with attributes, entities or other tags to sanitize-html', () => {
    expect(sanitizeSimpleHtml('<p>Потужний <b>чайник</b> №1<br></p>')).toBe(
      '<p>Потужний <strong>чайник</strong> №1<br /></p>',
    );
    expect(sanitizeSimpleHtml('<ul><li><p>x</p></li></ul><blockquote><h1>y</h1></blockquote>')).toBe(
      '<ul><li><p>x</p></li></ul><blockquote><h2>y</h2></blockquote>',
    );
    for (const html of [
      '<b onclick="x">y</b>',
      '<p class="x">y</p>',
      '<script>x</script>',
      '<a href="https://x.ua">y</a>',
      'a &amp; b',
      'a > b',
      '<P>y</P>',
      '<p>y',
      '<p>y</b>',
      '<p><ul><li>x</li></ul></p>',
      '<li>x</li>',
      '<ul><li>x<li>y</ul>',
      '<b><p>x</p></b>',
    ]) {
      expect(sanitizeSimpleHtml(html), html).toBeNull();
    }
  });
});

describe('sanitizeRichText with and without the fast path', () => {
  it('renames, drops and rewrites as sanitize-html does', () => {
    expect(sanitizeRichText('<p>Потужний <b>чайник</b> №1</p>')).toBe('<p>Потужний <strong>чайник</strong> №1</p>');
    expect(sanitizeRichText('<p><ul><li>x</li></ul></p>')).toBe('<p></p><ul><li>x</li></ul><p></p>');
    expect(sanitizeRichText('<b onclick="x">y</b>')).toBe('<strong>y</strong>');
    expect(sanitizeRichText('<script>x</script>')).toBe('');
    expect(sanitizeRichText('  <p>"Лапки" і \'апостроф\' = 1/2</p>\n')).toBe('<p>"Лапки" і \'апостроф\' = 1/2</p>');
  });
});
