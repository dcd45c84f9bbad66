import type { CodeSplittingGroup } from 'rolldown';
import {
  chunkGroups,
  ENTRY,
  FRAME,
  ICONS,
  isLibrary,
  reach,
  ROUTE_TABLE,
  SIGN_IN,
  type ChunkingContext,
} from './chunk-graph.ts';

/** The roots of every route's first load (ADR 0050), which the page groups below leave alone. */
const FIRST_LOADS = [ENTRY, ...SIGN_IN, FRAME, ROUTE_TABLE];

/** A module at least this many of the panel's pages import joins a page group. */
const SHARED_BY = 6;
/** The UI primitives (Radix and what it builds on), grouped like the app's own page parts. */
const PRIMITIVES =
  /\/node_modules\/(@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|tslib|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|detect-node-es)\//;
/** The form stack (schemas, form state): a page that shows no form does not load it. */
const FORM_LIBRARIES = /\/node_modules\/(zod|react-hook-form|@hookform\/resolvers)\//;

type PageGroup = 'panel-primitives' | 'panel-kit' | 'panel-forms';

/**
 * Counts, for each module outside the first loads, the panel's pages that import it statically
 * (through the app's modules and the primitives). Whatever a module at least SHARED_BY pages import
 * imports, the same pages import too, so each group holds its modules' imports or leaves them to a
 * group before it or to a first load.
 */
function assignPageGroups(ctx: ChunkingContext): Map<string, PageGroup> {
  const firstLoads = reach(ctx, FIRST_LOADS, { libraries: true });
  const counts = new Map<string, number>();
  for (const page of ctx.getModuleInfo(ROUTE_TABLE)?.dynamicallyImportedIds ?? []) {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id) || firstLoads.has(id) || (isLibrary(id) && !PRIMITIVES.test(id))) return;
      seen.add(id);
      counts.set(id, (counts.get(id) ?? 0) + 1);
      ctx.getModuleInfo(id)?.importedIds.forEach(visit);
    };
    visit(page);
  }
  const groups = new Map<string, PageGroup>();
  for (const [id, count] of counts) {
    if (count < SHARED_BY) continue;
    if (PRIMITIVES.test(id)) {
      groups.set(id, 'panel-primitives');
      continue;
    }
    const imports = [...reach(ctx, [id], { libraries: true })].filter(isLibrary);
    if (imports.some((module) => FORM_LIBRARIES.test(module))) groups.set(id, 'panel-forms');
    // a part whose other libraries (a chart, the row window) every page would load with the kit stays apart
    else if (imports.every((module) => firstLoads.has(module) || ICONS.test(module))) groups.set(id, 'panel-kit');
  }
  return groups;
}

const group = chunkGroups(assignPageGroups);

/**
 * The code the panel's pages share, in three chunks instead of one file per set of pages sharing a
 * module (issue 36, ADR 0057). Over HTTP/1.1 a browser asks a server for six files at a time: the
 * products list's page loaded thirty files of one or two kilobytes each, in rounds. In this order,
 * after the first loads' groups (ADR 0050):
 * - `panel-primitives`: the UI primitives at least SHARED_BY pages use (dialog, popover, menu);
 * - `panel-kit`: the app's page parts as widely used (page header and states, pager, badges, the
 *   list's address), whose libraries are first loads or primitives;
 * - `panel-forms`: those that use the form stack, which a list page does not load.
 */
export const pageChunks: CodeSplittingGroup[] = [
  group('panel-primitives', 0),
  group('panel-kit', -1),
  group('panel-forms', -2),
];
