// The bare Next.js baseline: nothing but one page, built and served exactly like the portal.
const nextConfig = {
  // Outside bench/ (but inside the repository) so lint and type checks of the repository skip it.
  distDir: process.env.BARE_DIST_DIR ?? '../../.next-bench-bare',
  poweredByHeader: false,
  // As the portal's: source maps only for `npm run bench:attribution`.
  productionBrowserSourceMaps: process.env.NEXT_BROWSER_SOURCE_MAPS === '1',
};

export default nextConfig;
