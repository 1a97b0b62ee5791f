import { readdirSync } from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'out/**', 'node_modules/**', 'functions/lib/**', 'public/vendor/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'scripts/.shot.mjs', 'src/components/island-loaders.ts'],
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
    // A tool folder imports only itself, src/lib (logic) and src/components/kit (UI): code two tools share
    // moves there, so changing one tool never breaks another.
    files: ['src/tools/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: readdirSync('src/tools', { withFileTypes: true })
            .filter((d) => d.isDirectory())
            .map((d) => ({
              target: `./src/tools/${d.name}`,
              from: './src/tools',
              except: [`./${d.name}`],
              message: 'A tool may not import another tool: move the shared code to src/lib or src/components/kit.',
            })),
        },
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
