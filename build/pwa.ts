import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { VitePWA } from 'vite-plugin-pwa';

const root = join(import.meta.dirname, '..');
const LOCALES = ['en', 'fr', 'id', 'ms', 'th', 'vi', 'zh'] as const;
const THEME = '#a50d26';
const ICONS = [
  { file: 'icon-192.png', sizes: '192x192', purpose: 'any' },
  { file: 'icon-512.png', sizes: '512x512', purpose: 'any' },
  { file: 'icon-maskable-512.png', sizes: '512x512', purpose: 'maskable' },
] as const;

/** The API contract's validators' modules (build/contractValidators.ts). */
const CONTRACT_CHECKS = '\0virtual:api-contract/';

/** A page's own module: what a route loads (a file of a pages/ folder, or any *Page.tsx). */
const PAGE = /[\\/]pages[\\/][^\\/]+\.tsx$|Page\.tsx$/;

/**
 * The counter's pages, precached with what they load: the kernel's (login, home, settings), send and scan,
 * customer collect (not the cash drawer), the driver handover, history's list and parcels in store (its stocktake).
 * Any other page (a new one too) and what only it loads is left to the network.
 */
const COUNTER_PAGES = [
  /src[\\/]kernel[\\/]/,
  /src[\\/]plugins[\\/]orders[\\/]pages[\\/]ScanParcelsPage\.tsx$/,
  /src[\\/]plugins[\\/]collect[\\/]pages[\\/](Verify|Qr|Review|Success)Page\.tsx$/,
  /src[\\/]plugins[\\/]handover[\\/]pages[\\/][A-Za-z]+Page\.tsx$/,
  /src[\\/]plugins[\\/]history[\\/]pages[\\/]HistoryPage\.tsx$/,
  // Parcels in store: a stocktake can start offline from the last shelf kept on the device.
  /src[\\/]plugins[\\/]history[\\/]pages[\\/]ParcelsInStorePage\.tsx$/,
];

/** The manifest in one language: its name and short name from the kernel's catalog. */
export function webManifest(locale: string, base: string): Record<string, unknown> {
  const catalog = JSON.parse(readFileSync(join(root, 'src/kernel/messages', `${locale}.json`), 'utf8')) as Record<string, string>;
  return {
    id: base,
    name: catalog['app.title'],
    short_name: catalog['app.short_name'],
    lang: locale,
    start_url: base,
    scope: base,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME,
    icons: ICONS.map((i) => ({ src: `${base}${i.file}`, sizes: i.sizes, type: 'image/png', purpose: i.purpose })),
  };
}

/** Files of the bundle the counter needs with no network: the entry and every chunk it reaches, but through another page than the counter's. */
export function counterFiles(bundle: OutputBundle): Set<string> {
  const chunks = new Map<string, OutputChunk>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const keep = new Set<string>(['index.html']);
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || keep.has(chunk.fileName)) return;
    const page = chunk.facadeModuleId && PAGE.test(chunk.facadeModuleId) ? chunk.facadeModuleId : null;
    if (page && !COUNTER_PAGES.some((re) => re.test(page))) return;
    // An API answer's contract check comes with the answer, so only ever online; one that cannot be fetched lets the
    // answer through (src/kernel/api/contract/answerCheck.ts). Precached, the 55 of them made the worker's first
    // install, which the demo's first login waits for, a quarter longer.
    if (chunk.facadeModuleId?.startsWith(CONTRACT_CHECKS)) return;
    keep.add(chunk.fileName);
    // Its styles and the files it references.
    const meta = (chunk as OutputChunk & { viteMetadata?: { importedCss?: Set<string>; importedAssets?: Set<string> } }).viteMetadata;
    for (const f of [...(meta?.importedCss ?? []), ...(meta?.importedAssets ?? [])]) keep.add(f);
    for (const f of [...chunk.imports, ...chunk.dynamicImports]) visit(chunks.get(f));
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk);
  // Web workers are built apart and named only in the code that starts them (the scanner's decoder).
  const workers = Object.values(bundle).map((i) => i.fileName).filter((f) => /\.worker-[^/]+\.js$/.test(f));
  for (const f of keep) {
    const code = chunks.get(f)?.code ?? '';
    for (const w of workers) if (code.includes(w.slice(w.lastIndexOf('/') + 1))) keep.add(w);
  }
  return keep;
}

/**
 * The installable portal: a web app manifest per language (index.html links the default language's; the portal
 * points the link at the operator's language once it knows it), its icons, and the service worker
 * (src/worker/sw.ts) with the counter's files and config/ listed in it.
 */
export function pwaPlugins(): Plugin[] {
  const portal = JSON.parse(readFileSync(join(root, 'config/portal.json'), 'utf8')) as { defaultLanguage?: string };
  const defaultLocale = portal.defaultLanguage ?? 'en';
  let base = '/';
  let ssr = false;
  let counter = new Set<string>();
  const assets: Plugin = {
    name: 'portal:pwa-assets',
    apply: 'build',
    configResolved(resolved) {
      base = resolved.base;
      ssr = Boolean(resolved.build.ssr);
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        { tag: 'link', attrs: { rel: 'manifest', href: `${base}manifest.webmanifest` }, injectTo: 'head' },
        { tag: 'link', attrs: { rel: 'apple-touch-icon', href: `${base}icon-192.png` }, injectTo: 'head' },
      ],
    },
    generateBundle(_options, bundle) {
      // The simulator's server bundle (build/simServer) is no page.
      if (ssr) return;
      counter = counterFiles(bundle as unknown as OutputBundle);
      for (const i of ICONS) this.emitFile({ type: 'asset', fileName: i.file, source: readFileSync(join(root, 'build/pwa-icons', i.file)) });
      const text = (locale: string) => JSON.stringify(webManifest(locale, base), null, 2);
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: text(defaultLocale) });
      for (const l of LOCALES) this.emitFile({ type: 'asset', fileName: `manifest.${l}.webmanifest`, source: text(l) });
    },
  };
  const worker = VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/worker',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      // A classic script: the demo build's worker loads the simulator's script into itself with importScripts.
      rollupFormat: 'iife',
      globPatterns: ['**/*.{js,css,html,woff2,png}', 'config/**/*.json'],
      globIgnores: ['sw.js', 'mockServiceWorker.js', 'config/schemas/**'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.filter((e) => e.url.startsWith('config/') || e.url.endsWith('.png') || e.url.endsWith('.woff2') || counter.has(e.url)),
          warnings: [],
        }),
      ],
    },
  });
  return [assets, ...worker];
}
