// The bare Next.js baseline: nothing but one page, built and served exactly like the portal.
const nextConfig = {
  distDir: process.env.NEXT_DIST_DIR || '.next-bench',
  poweredByHeader: false,
};

export default nextConfig;
