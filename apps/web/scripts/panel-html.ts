import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { FRAME, ROUTE_TABLE } from './chunk-graph.ts';
import { readPanelPages } from './panel-pages.ts';

/** A namespace's texts in the panel's first language, which a first visit loads. */
const texts = (namespace: string) => `/src/locales/uk/${namespace}.json`;
/** The texts of the signed-in panel's frame (chunk-graph.ts's FRAME, the layout every page outside /auth renders in). */
const FRAME_TEXTS = texts('shell');

const preloadLinks = (files: string[]) =>
  files.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`).join('');

/** The chunk and every chunk it imports statically, transitively. */
function withImports(bundle: OutputBundle, start: OutputChunk): string[] {
  const files: string[] = [];
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (files.includes(fileName) || chunk?.type !== 'chunk') return;
    files.push(fileName);
    chunk.imports.forEach(visit);
  };
  visit(start.fileName);
  return files;
}

/**
 * Writes panel.html: index.html with modulepreload links for the panel's frame, which the API
 * serves for every page outside /auth (plugins/spa.ts). A first visit then fetches the frame's
 * chunks while the entry script downloads and runs, instead of after it (ADR 0035). The sign-in
 * pages keep index.html, so they load nothing of the panel.
 *
 * And panel-pages.json: for each page of the route table (panel-pages.ts), the links that preload
 * its own code and texts, which the API adds to panel.html for that address. A first visit of a
 * page then asks for them beside the entry, not after the entry has run and the router has matched
 * (ADR 0059).
 */
export function panelHtml(): Plugin {
  return {
    name: 'supplier:panel-html',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const chunkOf = (name: string, holds: (id: string) => boolean) => {
        // a module in a group chunk (vite.config's codeSplitting) is one of its modules, not its facade
        const chunk = chunks.find((candidate) => candidate.moduleIds.some(holds));
        if (!chunk) throw new Error(`panel.html: no chunk for ${name}`);
        return chunk;
      };
      const facade = (suffix: string) => chunkOf(suffix, (id) => id.endsWith(suffix));
      // a route table names its module without the extension (and a folder without its index)
      const routeModule = (module: string) => chunkOf(module, (id) => id.replace(/(\/index)?\.tsx?$/, '') === module);
      const html = bundle['index.html'];
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (html?.type !== 'asset' || !entry) throw new Error('panel.html: index.html or the entry chunk is missing');
      const inIndex = new Set(withImports(bundle, entry));
      const frame = [...withImports(bundle, facade(FRAME)), facade(FRAME_TEXTS).fileName].filter(
        (file) => !inIndex.has(file),
      );
      this.emitFile({
        type: 'asset',
        fileName: 'panel.html',
        source: String(html.source).replace('  </head>', `${preloadLinks(frame)}  </head>`),
      });
      const loaded = new Set([...inIndex, ...frame]);
      const pages = readPanelPages(ROUTE_TABLE).map((page) => {
        const files = [
          ...page.modules.flatMap((module) => withImports(bundle, routeModule(module))),
          ...page.texts.map((namespace) => facade(texts(namespace)).fileName),
        ];
        return { path: page.path, preloads: preloadLinks([...new Set(files)].filter((file) => !loaded.has(file))) };
      });
      this.emitFile({ type: 'asset', fileName: 'panel-pages.json', source: JSON.stringify(pages) });
    },
  };
}
