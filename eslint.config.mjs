import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'out/**', 'node_modules/**', 'functions/lib/**', 'public/vendor/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'scripts/.shot.mjs'],
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
