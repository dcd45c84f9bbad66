import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as a reader would copy it, read without pdfkit: each font's ToUnicode map
 * turns the glyph codes of the content streams' `TJ`/`Tj` back into characters. Text runs are
 * joined with spaces, so wrapped lines read as one sentence. Enough for the PDFs pdfkit writes
 * (Type0 fonts, two-byte codes, FlateDecode streams).
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream: string | null }>();
  const header = /(\d+) 0 obj/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endobj', start);
    const streamAt = raw.indexOf('stream', start);
    if (streamAt === -1 || streamAt > end) {
      objects.set(Number(match[1]), { dict: raw.slice(start, end), stream: null });
      continue;
    }
    const dict = raw.slice(start, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const dataAt = streamAt + (raw[streamAt + 6] === '\r' ? 8 : 7);
    const bytes = Buffer.from(raw.slice(dataAt, dataAt + length), 'latin1');
    const stream = (dict.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
    objects.set(Number(match[1]), { dict, stream });
    header.lastIndex = dataAt + length;
  }
  const fontObject = new Map<string, number>();
  for (const { dict } of objects.values()) {
    for (const [, name, id] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) fontObject.set(name!, Number(id));
  }
  const cmaps = new Map<string, Map<number, string>>();
  for (const [name, id] of fontObject) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id)?.dict ?? '')?.[1];
    const cmap = objects.get(Number(toUnicode))?.stream ?? '';
    const map = new Map<number, string>();
    for (const [, first, list] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
      [...list!.matchAll(/<([0-9a-f ]+)>/gi)].forEach(([, hex], i) => {
        const units = hex!.split(' ').map((unit) => parseInt(unit, 16));
        map.set(parseInt(first!, 16) + i, String.fromCharCode(...units));
      });
    }
    cmaps.set(name, map);
  }
  const runs: string[] = [];
  for (const { dict, stream } of objects.values()) {
    if (stream === null || dict.includes('/Subtype') || !/ T[Jj]/.test(stream)) continue;
    let map = new Map<number, string>();
    for (const [, font, array, single] of stream.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ|<([0-9a-f]*)> Tj/gi)) {
      if (font) map = cmaps.get(font) ?? new Map();
      const hexes = array ? [...array.matchAll(/<([0-9a-f]*)>/gi)].map((m) => m[1]!) : single ? [single] : [];
      if (hexes.length === 0) continue;
      const text = hexes
        .join('')
        .match(/.{4}/g)
        ?.map((code) => map.get(parseInt(code, 16)) ?? '')
        .join('');
      if (text) runs.push(text);
    }
  }
  return runs.join(' ').replace(/\s+/g, ' ');
}
