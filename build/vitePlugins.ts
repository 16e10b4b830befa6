import { readFileSync, readdirSync, statSync, existsSync, cpSync, writeFileSync } from 'node:fs';
import { join, resolve, normalize, sep } from 'node:path';
import type { Plugin, Connect } from 'vite';
import { buildValidatorModule } from './validators.ts';
import { demoConfigText, demoOverlaidFiles, demoValuesIn } from './demoConfig.ts';

const root = resolve(import.meta.dirname, '..');
const configDir = join(root, 'config');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };

/**
 * Serves config/ straight from disk so a country admin edits a file, reloads, and sees it: no rebuild. With the
 * simulator, the demo's own values (build/demo-config) are laid over.
 */
function configMiddleware(simulator: boolean): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = (req.url ?? '').split('?')[0] ?? '';
    if (!url.startsWith('/config/')) return next();
    const file = normalize(join(configDir, decodeURIComponent(url.slice('/config/'.length))));
    if (!file.startsWith(configDir + sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.statusCode = 404;
      res.end('not found');
      return;
    }
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    const demo = simulator ? demoConfigText(configDir, file.slice(configDir.length + 1).split(sep).join('/')) : null;
    res.end(demo ?? readFileSync(file));
  };
}

function workerMiddleware(): Connect.NextHandleFunction {
  return (req, res, next) => {
    if ((req.url ?? '').split('?')[0] !== '/mockServiceWorker.js') return next();
    res.setHeader('Content-Type', 'text/javascript');
    res.end(readFileSync(join(root, 'node_modules/msw/lib/mockServiceWorker.js')));
  };
}

export function portalBuildPlugins({ simulator }: { simulator: boolean }): Plugin[] {
  const buildId = `${pkg.version}+${process.env.PORTAL_BUILD_ID ?? Date.now().toString(36)}`;
  const validatorsId = 'virtual:config-validators';
  let base = '/';
  return [
    {
      name: 'portal:config',
      configureServer(server) {
        server.middlewares.use(configMiddleware(simulator));
        if (simulator) server.middlewares.use(workerMiddleware());
        server.middlewares.use((req, res, next) => {
          if ((req.url ?? '').split('?')[0] !== '/version.json') return next();
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify({ version: buildId }));
        });
      },
      configurePreviewServer(server) {
        // Live config from disk takes precedence over the copy made at build time.
        server.middlewares.use(configMiddleware(simulator));
      },
      buildStart() {
        // A live build never carries the demo's credentials (its single sign-on link logs in with the simulator's token).
        if (simulator) return;
        const problems = demoValuesIn(configDir);
        if (problems.length > 0) this.error(`The live build refuses demo-only config:\n  ${problems.join('\n  ')}`);
      },
      config() {
        return { define: { __APP_VERSION__: JSON.stringify(buildId) } };
      },
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version: buildId }) });
        if (simulator) {
          this.emitFile({
            type: 'asset',
            fileName: 'mockServiceWorker.js',
            source: readFileSync(join(root, 'node_modules/msw/lib/mockServiceWorker.js')),
          });
        }
      },
      writeBundle(options) {
        // A deployment serves config/ beside the app; admins edit those files in place.
        if (!options.dir) return;
        cpSync(configDir, join(options.dir, 'config'), { recursive: true });
        // The demo's own values (its single sign-on token) go into the demo build only.
        if (simulator) for (const f of demoOverlaidFiles()) writeFileSync(join(options.dir, 'config', f), demoConfigText(configDir, f) ?? '');
      },
    },
    {
      // The login screen reads portal.json and the route table before it paints: the browser fetches both while
      // the entry script downloads, instead of after it ran (the route table's place is read from portal.json).
      name: 'portal:preload-config',
      configResolved(resolved) {
        base = resolved.base;
      },
      transformIndexHtml: {
        order: 'post',
        handler() {
          const portal = JSON.parse(readFileSync(join(configDir, 'portal.json'), 'utf8')) as { files?: { routes?: string } };
          const files = ['portal.json', ...(portal.files?.routes ? [portal.files.routes] : [])];
          return files.map((f) => ({ tag: 'link', attrs: { rel: 'preload', href: `${base}config/${f}`, as: 'fetch', crossorigin: 'anonymous' }, injectTo: 'head' as const }));
        },
      },
    },
    {
      // Ajv validators compiled at build time: no `new Function` at run time (strict CSP) and no Ajv compiler shipped.
      name: 'portal:config-validators',
      resolveId(id) {
        return id === validatorsId ? '\0' + validatorsId : undefined;
      },
      load(id) {
        if (id !== '\0' + validatorsId) return undefined;
        for (const f of readdirSync(join(configDir, 'schemas'))) this.addWatchFile(join(configDir, 'schemas', f));
        return buildValidatorModule(join(configDir, 'schemas'));
      },
    },
  ];
}
