import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

/** A page of the panel's route table: its address and what its lazy routes load. */
export interface PanelPage {
  /** As the route table writes it, from the root: `/products/list`, `/orders/:id`. */
  path: string;
  /** The lazy route modules along the way (absolute, without extension), the page's last. */
  modules: string[];
  /** The text namespaces they load with them (`withTexts`). */
  texts: string[];
}

const property = (route: ts.ObjectLiteralExpression, name: string) =>
  route.properties.find(
    (candidate): candidate is ts.PropertyAssignment =>
      ts.isPropertyAssignment(candidate) && candidate.name.getText() === name,
  )?.initializer;

/** The `import('…')` modules and `withTexts(…, 'ns')` namespaces in a route's `lazy`. */
function lazyLoads(lazy: ts.Node, dir: string): { modules: string[]; texts: string[] } {
  const modules: string[] = [];
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const [first, ...rest] = node.arguments;
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword && first && ts.isStringLiteral(first)) {
        modules.push(resolve(dir, first.text));
      }
      if (node.expression.getText() === 'withTexts') {
        texts.push(...rest.filter(ts.isStringLiteral).map((literal) => literal.text));
      }
    }
    node.forEachChild(visit);
  };
  visit(lazy);
  return { modules, texts };
}

/**
 * The pages of `panelRoutes` in `file` (apps/web/src/app/panel-routes.tsx), read from its syntax:
 * every route with a `lazy` module and no children, with the modules and texts of the routes above
 * it. Redirects (no `lazy`) are not pages. Fails when the table is not where it was.
 */
export function readPanelPages(file: string): PanelPage[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  let table: ts.ArrayLiteralExpression | undefined;
  source.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    for (const declaration of node.declarationList.declarations) {
      const init = declaration.initializer;
      if (declaration.name.getText() === 'panelRoutes' && init && ts.isArrayLiteralExpression(init)) table = init;
    }
  });
  if (!table) throw new Error(`panel pages: no \`panelRoutes\` array in ${file}`);

  const pages: PanelPage[] = [];
  const walk = (routes: ts.ArrayLiteralExpression, above: PanelPage) => {
    for (const route of routes.elements) {
      if (!ts.isObjectLiteralExpression(route)) continue;
      const path = property(route, 'path');
      const lazy = property(route, 'lazy');
      const children = property(route, 'children');
      const loads = lazy ? lazyLoads(lazy, dirname(file)) : { modules: [], texts: [] };
      const page: PanelPage = {
        path: path && ts.isStringLiteral(path) ? `${above.path.replace(/\/$/, '')}/${path.text}` : above.path,
        modules: [...above.modules, ...loads.modules],
        texts: [...above.texts, ...loads.texts],
      };
      if (children && ts.isArrayLiteralExpression(children)) walk(children, page);
      else if (lazy) pages.push(page);
    }
  };
  walk(table, { path: '/', modules: [], texts: [] });
  return pages;
}
