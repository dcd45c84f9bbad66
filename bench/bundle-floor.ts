/**
 * The framework floor of the sign-in budget: builds, with the web app's Vite setup, a one-link page
 * that uses only what ARCHITECTURE.md puts under every route (React 19, React Router's data router,
 * i18next with react-i18next) and prints its gzip size next to the 120 kB sign-in budget.
 * Asserts nothing; see docs/adr/0008-first-load-budget.md.
 *
 *   npm run bench:bundle-floor -w @supplier/bench
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { benchDir, isMain } from './lib/paths';
import { saveResults } from './lib/results';
import { fmt } from './lib/table';

const SIGN_IN_BUDGET_KB = 120;

const MAIN = `
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

void i18next.use(initReactI18next).init({
  lng: 'uk',
  fallbackLng: 'uk',
  defaultNS: 'common',
  resources: { uk: { common: { signIn: 'Вхід' } } },
});

function Page() {
  const { t } = useTranslation();
  return <Link to="/auth/login">{t('signIn')}</Link>;
}

const router = createBrowserRouter([
  { path: '/', element: <Outlet />, children: [{ path: 'auth/login', element: <Page /> }] },
]);
createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
`;

export async function benchBundleFloor(): Promise<boolean> {
  // inside the repository, so the page's imports resolve from its node_modules
  const root = join(benchDir, 'results', 'bundle-floor-app');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(join(root, 'src'), { recursive: true });
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>floor</title></head>' +
      '<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  writeFileSync(join(root, 'src', 'main.tsx'), MAIN);
  try {
    await build({
      root,
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      build: { target: 'es2022', outDir: join(root, 'dist') },
    });
    const assets = join(root, 'dist', 'assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    const sizes = scripts.map((file) => {
      const source = readFileSync(join(assets, file));
      return { file, raw: source.length, gzip: gzipSync(source).length };
    });
    const gzip = sizes.reduce((sum, size) => sum + size.gzip, 0);
    const raw = sizes.reduce((sum, size) => sum + size.raw, 0);
    console.log(
      `\nFramework floor (React 19 + React Router data router + i18next/react-i18next, one link, gzip level 6):\n` +
        `  ${fmt.kb(raw)} kB raw, ${fmt.kb(gzip)} kB gzip; the sign-in budget of ${SIGN_IN_BUDGET_KB} kB leaves ` +
        `${fmt.kb(SIGN_IN_BUDGET_KB * 1000 - gzip)} kB for everything else the page loads.`,
    );
    saveResults('bundle-floor', { raw, gzip, budgetKb: SIGN_IN_BUDGET_KB, sizes });
    return true;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  const measured = await benchBundleFloor();
  if (!measured) process.exitCode = 1;
}
