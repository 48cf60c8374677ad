// Next.js start hook; the Node.js work lives in its own module so the edge bundle never sees it.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('./instrumentation-node');
    await startServer();
  }
}
