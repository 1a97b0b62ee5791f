import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  // `npm test` runs `tsc --noEmit` over the whole project (tests included) as its own step.
  typescript: { ignoreBuildErrors: true },
  // Static export: no server of ours at request time (DESIGN.md, Shape).
  experimental: {
    optimizePackageImports: ['@mantine/core', '@mantine/hooks', '@tabler/icons-react'],
  },
  turbopack: {
    // Emscripten glue (sql.js) references `fs`; the browser build must not try to bundle it.
    resolveAlias: { fs: { browser: './src/lib/empty.ts' } },
  },
};

export default nextConfig;
