// Writes public/favicon.ico from app/icon.svg: Chromium (the one the e2e tests use) draws the SVG at 16, 32
// and 48 px, and the PNGs are packed into one ICO file (PNG entries: every current browser reads them).
// Run again whenever app/icon.svg changes: node scripts/favicon.mjs
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const SIZES = [16, 32, 48];
const svg = await readFile(new URL('../app/icon.svg', import.meta.url), 'utf8');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const pngs = [];
try {
  const page = await browser.newPage();
  for (const size of SIZES) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    pngs.push(await page.locator('svg').screenshot({ omitBackground: true }));
  }
} finally {
  await browser.close();
}

// ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the images.
const header = Buffer.alloc(6 + 16 * pngs.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2); // 1 = icon
header.writeUInt16LE(pngs.length, 4);
let offset = header.length;
pngs.forEach((png, i) => {
  const entry = 6 + 16 * i;
  header.writeUInt8(SIZES[i] % 256, entry); // width (0 would mean 256)
  header.writeUInt8(SIZES[i] % 256, entry + 1); // height
  header.writeUInt16LE(1, entry + 4); // colour planes
  header.writeUInt16LE(32, entry + 6); // bits per pixel
  header.writeUInt32LE(png.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += png.length;
});

await mkdir(new URL('../public/', import.meta.url), { recursive: true });
await writeFile(new URL('../public/favicon.ico', import.meta.url), Buffer.concat([header, ...pngs]));
console.log(`public/favicon.ico: ${SIZES.join(', ')} px, ${offset} bytes`);
