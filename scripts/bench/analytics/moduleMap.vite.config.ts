// Bench only: the portal's own vite.config.ts, plus a note of which modules each built chunk holds (rendered bytes
// per module), written where MODULE_MAP_OUT says. scripts/bench/analytics/index.mjs reads it to say which libraries a
// page's JavaScript is made of.
import { writeFileSync } from 'node:fs';
import type { ConfigEnv, Plugin, UserConfig } from 'vite';
import portalConfig from '../../../vite.config.ts';

type ModuleMap = Record<string, Record<string, number>>;

function moduleMapPlugin(out: string): Plugin {
  return {
    name: 'bench:module-map',
    generateBundle(_options, bundle) {
      const map: ModuleMap = {};
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        map[file] = Object.fromEntries(Object.entries(chunk.modules).map(([id, m]) => [id, m.renderedLength]));
      }
      writeFileSync(out, JSON.stringify(map));
    },
  };
}

export default (env: ConfigEnv): UserConfig => {
  const config = typeof portalConfig === 'function' ? portalConfig(env) : portalConfig;
  const out = process.env.MODULE_MAP_OUT;
  if (!out) throw new Error('MODULE_MAP_OUT names the file to write');
  return { ...config, plugins: [...(config.plugins ?? []), moduleMapPlugin(out)] };
};
