import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** The signed-in panel's frame: the layout every page outside /auth renders in, and its texts. */
const PANEL_LAYOUT = '/src/app/layouts/admin-layout.tsx';
const PANEL_TEXTS = '/src/locales/uk/shell.json';

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
 */
export function panelHtml(): Plugin {
  return {
    name: 'supplier:panel-html',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const facade = (suffix: string) => {
        // a module in a group chunk (vite.config's codeSplitting) is one of its modules, not its facade
        const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(suffix)));
        if (!chunk) throw new Error(`panel.html: no chunk for ${suffix}`);
        return chunk;
      };
      const html = bundle['index.html'];
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (html?.type !== 'asset' || !entry) throw new Error('panel.html: index.html or the entry chunk is missing');
      const inIndex = new Set(withImports(bundle, entry));
      const preloads = [...withImports(bundle, facade(PANEL_LAYOUT)), facade(PANEL_TEXTS).fileName]
        .filter((file) => !inIndex.has(file))
        .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
        .join('');
      this.emitFile({
        type: 'asset',
        fileName: 'panel.html',
        source: String(html.source).replace('  </head>', `${preloads}  </head>`),
      });
    },
  };
}
