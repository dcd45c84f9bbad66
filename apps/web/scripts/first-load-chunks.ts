import type { CodeSplittingGroup } from 'rolldown';
import { chunkGroups, ENTRY, FRAME, reach, ROUTE_TABLE, SIGN_IN, type ChunkingContext } from './chunk-graph.ts';

type Group = 'common' | 'panel-shared' | 'sign-in' | 'panel-routes' | 'panel-frame';

/**
 * Only the app's own modules (and the contracts') are grouped. Libraries stay where the bundler puts
 * them: a barrel such as `lucide-react` imports every part of its library, and a group
 * would take them all, used or not; and a library never imports the app's modules back.
 */
function assignGroups(ctx: ChunkingContext): Map<string, Group> {
  const found = new Map<string, Group>();
  const entry = reach(ctx, [ENTRY]);
  // everything a visitor who never signs in may load: the auth pages, their toasts and dialogs
  const outsidePanel = reach(ctx, [ENTRY], { dynamic: true, stopAt: [FRAME, ROUTE_TABLE] });
  const signIn = reach(ctx, SIGN_IN);
  const panel = new Set([...reach(ctx, [FRAME]), ...reach(ctx, [ROUTE_TABLE])]);
  // every page of the panel, which may share the sign-in page's inputs and labels
  const panelPages = reach(ctx, [FRAME, ROUTE_TABLE], { dynamic: true });
  const pages = reach(ctx, [ROUTE_TABLE], { dynamic: true });
  const claim = (group: Group, modules: Iterable<string>, keep: (module: string) => boolean = () => true) => {
    for (const module of modules)
      if (!entry.has(module) && !found.has(module) && keep(module)) found.set(module, group);
  };
  claim('common', signIn, (module) => panelPages.has(module));
  claim('panel-shared', panel, (module) => outsidePanel.has(module));
  claim('sign-in', signIn);
  claim('panel-routes', reach(ctx, [ROUTE_TABLE]));
  // the rest of the frame, only it uses, stays in the layout's own chunk with the icons only it shows
  claim('panel-frame', reach(ctx, [FRAME]), (module) => pages.has(module));
  return found;
}

const group = chunkGroups(assignGroups);

/**
 * The first loads of the sign-in page and of the panel as a few chunks instead of some sixty files
 * of a few hundred bytes each, each with its own gzip frame and the hashed names of its imports
 * (issue 36). After the entry (`$initial`, its own group), in this order:
 * - `common`: what the sign-in page loads and the panel's pages use too (buttons, inputs, labels);
 * - `panel-shared`: what the panel loads first and a page outside it may load later (the toasts' icon);
 * - `sign-in`: the sign-in page's layout and form;
 * - `panel-routes`: the panel's route table, which the router loads with the first panel address;
 * - `panel-frame`: the rest of the panel's frame (top bar, side menu, banners, counts, its icons).
 * Each group takes only what no group before it took, and a module's imports are always in its own
 * group or one before it, so chunks never import each other in a circle, and nothing outside the
 * panel imports the panel's chunks.
 */
export const firstLoadChunks: CodeSplittingGroup[] = [
  group('common', 5),
  group('panel-shared', 4),
  group('sign-in', 3),
  group('panel-routes', 2),
  group('panel-frame', 1),
];
