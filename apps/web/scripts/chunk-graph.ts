import type { CodeSplittingGroup } from 'rolldown';

/** What Rolldown gives a group's `name` function: the module graph. */
export type ChunkingContext = Parameters<Extract<CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

const src = new URL('../src/', import.meta.url).pathname;
export const ENTRY = `${src}main.tsx`;
/** What the sign-in page loads after the entry: its layout and page. */
export const SIGN_IN = [`${src}app/layouts/auth-layout.tsx`, `${src}app/routes/auth/login.tsx`];
/** The panel's frame (its layout) and its route table, which only signed-in pages load. */
export const FRAME = `${src}app/layouts/admin-layout.tsx`;
export const ROUTE_TABLE = `${src}app/panel-routes.tsx`;

/** The icons' library, one file of those two chunks or more show (vite.config.ts). */
export const ICONS = /\/node_modules\/lucide-react\//;

export const isLibrary = (id: string) => id.includes('/node_modules/') || id.startsWith('\0');

/**
 * The modules `roots` import, transitively (themselves included): statically, or also with
 * import(); the app's own modules only, or with `libraries` theirs too.
 */
export function reach(
  ctx: ChunkingContext,
  roots: string[],
  { dynamic = false, libraries = false, stopAt = [] as string[] } = {},
): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || (!libraries && isLibrary(id)) || stopAt.includes(id)) return;
    const info = ctx.getModuleInfo(id);
    if (!info) return;
    seen.add(id);
    info.importedIds.forEach(visit);
    if (dynamic) info.dynamicallyImportedIds.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

/**
 * A Rolldown group that takes the modules `assign` gives `name`. `assign` runs once, with the
 * first module asked about; every module a group's module imports is in that group, in one before
 * it or left to the bundler (a library), so chunks never import each other in a circle.
 */
export function chunkGroups<Name extends string>(
  assign: (ctx: ChunkingContext) => Map<string, Name>,
): (name: Name, priority: number) => CodeSplittingGroup {
  let assigned: Map<string, Name> | undefined;
  return (name, priority) => ({
    name: (id, ctx) => {
      assigned ??= assign(ctx);
      return assigned.get(id) === name ? name : null;
    },
    priority,
    includeDependenciesRecursively: false,
  });
}
