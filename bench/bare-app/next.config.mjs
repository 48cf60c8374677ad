// The bare Next.js baseline: nothing but one page, built and served exactly like the portal.
const nextConfig = {
  // Outside bench/ (but inside the repository) so lint and type checks of the repository skip it.
  distDir: '../../.next-bench-bare',
  poweredByHeader: false,
};

export default nextConfig;
