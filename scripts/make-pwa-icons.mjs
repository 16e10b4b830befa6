#!/usr/bin/env node
// Draws the installed portal's icons from the portal's mark (src/ui/Logo.tsx) with Chromium, into build/pwa-icons/
// (committed; build/pwa.ts ships them). Run again after the mark changes: node scripts/make-pwa-icons.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const root = join(import.meta.dirname, '..');
const logo = readFileSync(join(root, 'src/ui/Logo.tsx'), 'utf8');
const fill = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1];
const path = /<path d="([^"]+)"/.exec(logo)?.[1];
if (!fill || !path) throw new Error('src/ui/Logo.tsx: no brand rect or parcel path found');

// 'any' keeps the mark's rounded square; 'maskable' fills the whole square, the parcel inside the 80% safe circle.
const svg = (rounded) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="100%" height="100%">
  <rect width="40" height="40" rx="${rounded ? 9 : 0}" fill="${fill}"/>
  <path d="${path}" fill="none" stroke="#fff" stroke-width="2.4" stroke-linejoin="round"/></svg>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  for (const [file, size, rounded] of [['icon-192.png', 192, true], ['icon-512.png', 512, true], ['icon-maskable-512.png', 512, false]]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg(rounded)}</body></html>`);
    writeFileSync(join(root, 'build/pwa-icons', file), await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}
