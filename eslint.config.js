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
);
