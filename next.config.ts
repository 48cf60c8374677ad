import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Separate build folders let several builds (tests, benchmarks) live side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // Native/wasm packages load from node_modules at run time instead of being bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pino', 'postgres'],
};

export default nextConfig;
