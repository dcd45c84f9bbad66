import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const features = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Web features never import each other; shared code (components/ui, lib) imports no feature. */
const featureBoundaries = {
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: [
        ...features.map((feature) => ({
          target: `./apps/web/src/features/${feature}`,
          from: './apps/web/src/features',
          except: [`./${feature}`],
          message: 'Features do not import each other; compose them in app/.',
        })),
        {
          target: './apps/web/src/components',
          from: './apps/web/src/features',
          message: 'Shared UI imports no feature.',
        },
        { target: './apps/web/src/lib', from: './apps/web/src/features', message: 'lib imports no feature.' },
        {
          target: './apps/web/src/features',
          from: './apps/web/src/app',
          message: 'Features do not import the app layer.',
        },
      ],
    },
  ],
};

/**
 * API modules, lowest first (ADR 0032). A module imports only modules of lower layers; a lower
 * module reaches a higher one through an extension point it owns (`app.identity`, `app.setup`,
 * `app.channels`), which the higher module registers into. Tests may use any module's test kit.
 */
const apiLayers = [
  ['identity'],
  ['realtime', 'setup', 'marketplace', 'countries', 'health', 'activity'],
  ['account', 'articles', 'notifications', 'telegram'],
  ['integrations', 'stores', 'deliveries', 'payment-methods', 'money', 'team'],
  ['catalog'],
  ['orders'],
  ['imports', 'reviews', 'returns', 'chats', 'advertising', 'dashboard', 'supplier-api'],
  ['dev'],
];
const apiModules = readdirSync(new URL('./apps/api/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const unlayered = apiModules.filter((name) => !apiLayers.flat().includes(name));
if (unlayered.length > 0) throw new Error(`eslint.config.js: give the API module(s) ${unlayered} a layer in apiLayers`);

const apiModuleLayering = {
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: apiLayers
        .flatMap((layer, index) =>
          layer.map((name) => ({
            target: `./apps/api/src/modules/${name}`,
            from: apiLayers
              .slice(index)
              .flat()
              .filter((other) => other !== name)
              .map((other) => `./apps/api/src/modules/${other}`),
            message: `API modules import only lower layers (ADR 0032); call upward through an extension point of ${name}.`,
          })),
        )
        .filter((zone) => zone.from.length > 0),
    },
  ],
};

/**
 * Every module is reached only through its face, `modules/<module>/index.ts` (ADR 0037): another
 * module's files import `../<module>`, never a file inside it.
 */
const apiModuleFaces = apiModules.map((name) => ({
  target: apiModules.filter((other) => other !== name).map((other) => `./apps/api/src/modules/${other}`),
  from: `./apps/api/src/modules/${name}`,
  except: ['./index.ts'],
  message: `Import the ${name} module through its face, modules/${name}/index.ts (ADR 0037).`,
}));

/** Only repositories and tables (and seeds, simulators, tests) reach the database (ADR 0032). */
const apiDatabaseOwners = [
  'apps/api/src/**/*.repository.ts',
  'apps/api/src/**/*.table.ts',
  'apps/api/src/**/*.tables.ts',
  'apps/api/src/**/*.seed.ts',
  'apps/api/src/**/*.simulator.ts',
  'apps/api/src/**/*.test.ts',
  'apps/api/src/**/testing.ts',
  'apps/api/src/**/test/**',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './apps/web/tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...featureBoundaries,
      // Dark mode is the theme tokens' job (src/index.css), not a `dark:` twin on each class.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/(^|\\s)dark:/], TemplateElement[value.raw=/(^|\\s)dark:/]',
          message:
            'Use a theme token (bg-card, text-muted-foreground, border-border, text-success …) instead of a dark: override.',
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts'],
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './apps/api/tsconfig.json' })],
    },
    rules: apiModuleLayering,
  },
  {
    // Tables name another module's table for a foreign key and seeds write demo rows: both are
    // schema and data, not calls, so they keep the deep import (ADR 0037).
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: [
      'apps/api/src/**/*.test.ts',
      'apps/api/src/**/testing.ts',
      'apps/api/src/**/test/**',
      'apps/api/src/**/*.table.ts',
      'apps/api/src/**/*.tables.ts',
      'apps/api/src/**/*.seed.ts',
    ],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...apiModuleLayering['import-x/no-restricted-paths'][1].zones, ...apiModuleFaces] },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts', 'apps/api/src/db/transaction.ts', 'apps/api/src/errors.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='transaction'][callee.object.name='db'], CallExpression[callee.property.name='transaction'][callee.object.property.name='db']",
          message: 'Open a transaction with transaction(db, work) or unitOfWork from db/transaction.ts (ADR 0033).',
        },
        {
          selector: "NewExpression[callee.name='AppError']",
          message: 'Make a failure with httpErrors (errors.ts): one factory per kind of failure (ADR 0004).',
        },
      ],
    },
  },
  {
    files: ['apps/api/src/{modules,plugins,lib,drivers}/**/*.ts'],
    ignores: apiDatabaseOwners,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/client', '**/db/schema'],
              allowTypeImports: true,
              message: "Only a module's repository (or table, seed, test) queries the database (ADR 0032).",
            },
          ],
        },
      ],
    },
  },
);
