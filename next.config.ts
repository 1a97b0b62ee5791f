import { readFileSync } from 'node:fs';
import type { NextConfig } from 'next';

// With no Firebase project configured, the site talks to the local emulators at the addresses of firebase.json
// (the one place their ports are set; scripts/emulators.mjs starts them there).
const { emulators } = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
  emulators: Record<'auth' | 'firestore' | 'functions', { host: string; port: number }>;
};
const orDefault = (name: string, value: string) => (process.env[name]?.trim() ? process.env[name]!.trim() : value);

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  env: {
    NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR: orDefault('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR', `http://${emulators.auth.host}:${emulators.auth.port}`),
    NEXT_PUBLIC_FIRESTORE_EMULATOR: orDefault('NEXT_PUBLIC_FIRESTORE_EMULATOR', `${emulators.firestore.host}:${emulators.firestore.port}`),
    NEXT_PUBLIC_API_HOST: orDefault(
      'NEXT_PUBLIC_API_HOST',
      `http://${emulators.functions.host}:${emulators.functions.port}/demo-devbench/us-central1/api`,
    ),
  },
  // `npm test` runs `tsc --noEmit` over the whole project (tests included) as its own step.
  typescript: { ignoreBuildErrors: true },
  // Static export: no server of ours at request time (DESIGN.md, Shape).
  experimental: {
    optimizePackageImports: ['@mantine/core', '@mantine/hooks', '@tabler/icons-react'],
  },
  turbopack: {
    // Emscripten glue (sql.js) references `fs`; the browser build must not try to bundle it.
    resolveAlias: {
      fs: { browser: './src/lib/empty.ts' },
      // curlconverter's Node parser (native addons): the site uses its browser parser (src/tools/curl-to-code/).
      'tree-sitter': './src/tools/curl-to-code/curl-to-code.no-native.ts',
      'tree-sitter-bash': './src/tools/curl-to-code/curl-to-code.no-native.ts',
    },
  },
};

export default nextConfig;
