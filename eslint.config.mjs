import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The layers of src/ (DESIGN.md, Layers) that a lower layer may not import. */
const above = (...layers) => layers.map((l) => `./src/${l}`);

// Who may import what inside src/: a zone forbids files under `target` to import from `from`.
const zones = [
  // A tool folder imports only itself, src/lib (logic) and src/components/kit (UI): code two tools share
  // moves there, so changing one tool never breaks another.
  ...readdirSync('src/tools', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => ({
      target: `./src/tools/${d.name}`,
      from: './src/tools',
      except: [`./${d.name}`],
      message: 'A tool may not import another tool: move the shared code to src/lib or src/components/kit.',
    })),
  {
    target: './src/lib',
    from: above('app', 'components', 'tools', 'registry', 'content', 'account', 'api', 'sw.ts'),
    message: 'src/lib is the bottom layer and imports only src/lib: move what it needs down into src/lib, or pass it in.',
  },
  {
    target: './src/registry',
    from: above('app', 'components', 'tools', 'content', 'account', 'api'),
    message: 'The registry is data under everything but src/lib: content reads the registry, never the other way round.',
  },
  {
    target: './src/content',
    from: above('app', 'components', 'tools', 'account', 'api'),
    message: 'Content reaches a tool only through a registry field (its slug, island or prerun), never by importing it.',
  },
];

/** The site may import the back end only as types: server code, and the zod of its schemas, stay out of the browser. */
const backEndAsTypes = { group: ['**/functions/**'], allowTypeImports: true, message: 'The site may import the back end (functions/) only as types (import type).' };

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'out/**', 'node_modules/**', 'functions/lib/**', 'public/vendor/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'scripts/.shot.mjs', 'src/components/island-loaders.ts', 'src/ops/op-index.generated.ts', 'src/ops/op-pages.generated.ts', 'packages/cli/dist/**'],
  },
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Plain <a> is right for the legal pages (served as .html files) and external links.
      '@next/next/no-html-link-for-pages': 'off',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['firebase', 'firebase/*', '@firebase/*'], message: 'Only src/account/ may import Firebase.' }] },
      ],
    },
  },
  {
    files: ['src/account/**', 'tests/account/**', 'tests/rules/**', 'e2e/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones }] },
  },
  {
    // The API's contract (functions/src/schemas.ts) is zod, and src/api/client.ts is on every page's first
    // load: the site takes the schemas' types only and checks answers by hand, so no zod reaches the browser.
    files: ['src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [backEndAsTypes] }],
    },
  },
  {
    files: ['src/api/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            backEndAsTypes,
            { group: ['zod', 'zod/*'], allowTypeImports: true, message: 'The API client is on every first load: check answers by hand, zod never ships to the browser.' },
          ],
        },
      ],
    },
  },
  {
    // The browser bundle and the build may use only what package.json declares as `dependencies` (a package that
    // resolves only because a dev tool pulled it in is missing from a production install). Type-only imports are
    // not checked: they vanish from the output.
    files: ['src/**'],
    rules: {
      'import/no-extraneous-dependencies': [
        'error',
        { packageDir: root, devDependencies: false, optionalDependencies: false, peerDependencies: false },
      ],
    },
  },
  {
    // Tests, e2e specs, scripts and config files run in development: devDependencies too.
    files: ['tests/**', 'e2e/**', 'scripts/**', '*.{js,mjs,ts}'],
    rules: {
      'import/no-extraneous-dependencies': [
        'error',
        { packageDir: root, devDependencies: true, optionalDependencies: false, peerDependencies: false },
      ],
    },
  },
  {
    // The Cloud Functions are a package of their own, deployed with functions/package.json's dependencies alone.
    files: ['functions/src/**'],
    rules: {
      'import/no-extraneous-dependencies': [
        'error',
        { packageDir: `${root}functions`, devDependencies: false, optionalDependencies: false, peerDependencies: false },
      ],
    },
  },
  {
    // Their tests run under the root's vitest (vitest.rules.config.ts), so they may use the root's devDependencies.
    files: ['functions/test/**'],
    rules: {
      'import/no-extraneous-dependencies': [
        'error',
        { packageDir: [`${root}functions`, root], devDependencies: true, optionalDependencies: false, peerDependencies: false },
      ],
    },
  },
  {
    files: ['src/**/*.core.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*', 'next', 'next/*', '@mantine/*'], message: 'A core file is pure logic: no React, Next or Mantine.' },
            { group: ['firebase', 'firebase/*', '@firebase/*'], message: 'Only src/account/ may import Firebase.' },
          ],
        },
      ],
    },
  },
];

export default config;
