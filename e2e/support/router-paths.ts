import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** A page of the panel as the web router declares it. */
export interface RoutePage {
  /** The full path pattern, e.g. `/products/edit/:id`. */
  path: string;
  /** Under `/auth` (signed out) or the admin shell (signed in). */
  area: 'auth' | 'admin';
}

/** The router and the panel's route table, whose lists it takes by name. */
const ROUTE_FILES = ['router.tsx', 'panel-routes.tsx'].map((name) =>
  fileURLToPath(new URL(`../../apps/web/src/app/${name}`, import.meta.url)),
);

function property(node: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const member of node.properties) {
    if (ts.isPropertyAssignment(member) && member.name.getText() === name) return member.initializer;
  }
  return undefined;
}

const join = (parent: string, path: string) =>
  path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`.replace(/\/+/g, '/');

/**
 * Every page the router renders (a route with `lazy` or `Component`), read from the router's
 * source, so a route added there is walked without touching the spec. Redirect-only and
 * catch-all routes are left out.
 */
export function routerPages(): RoutePage[] {
  // every top-level `const <name>: RouteObject[] = [...]` of the route files, by name
  const lists = new Map<string, ts.ArrayLiteralExpression>();
  for (const file of ROUTE_FILES) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    ts.forEachChild(source, function find(node) {
      if (ts.isVariableDeclaration(node) && node.initializer && ts.isArrayLiteralExpression(node.initializer)) {
        lists.set(node.name.getText(), node.initializer);
      }
      ts.forEachChild(node, find);
    });
  }
  const listOf = (node: ts.Expression | undefined) =>
    node && ts.isIdentifier(node) ? lists.get(node.text) : node && ts.isArrayLiteralExpression(node) ? node : undefined;
  const pages: RoutePage[] = [];

  const visit = (list: ts.ArrayLiteralExpression, parent: string) => {
    for (const element of list.elements) {
      if (!ts.isObjectLiteralExpression(element)) continue;
      const pathNode = property(element, 'path');
      const path = pathNode && ts.isStringLiteral(pathNode) ? join(parent, pathNode.text) : parent;
      if (path.includes('*')) continue;
      const renders = property(element, 'lazy') ?? property(element, 'Component') ?? property(element, 'element');
      const children = listOf(property(element, 'children'));
      const hasIndexChild = children?.elements.some(
        (child) => ts.isObjectLiteralExpression(child) && property(child, 'index'),
      );
      // A layout renders its children; it is a page of its own only without an index child.
      const isLayout = path === '/' || path === '/auth';
      if (renders && !isLayout && !hasIndexChild && !pages.some((page) => page.path === path)) {
        pages.push({ path, area: path.startsWith('/auth') ? 'auth' : 'admin' });
      }
      if (children) visit(children, path);
    }
  };

  visit(lists.get('routes')!, '');
  // the panel's pages, which the router puts under the layout route `/` on the first panel address
  visit(lists.get('panelRoutes')!, '/');
  return pages;
}
