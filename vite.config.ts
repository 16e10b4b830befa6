/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { portalBuildPlugins } from './build/vitePlugins.ts';
import { cspPlugin } from './build/csp.ts';
import { pwaPlugins } from './build/pwa.ts';
import { catalogPlugin } from './src/kernel/i18n/catalogPlugin.ts';
import { splitValidatorsPlugin } from './src/kernel/config/validatorsPlugin.ts';
import { oneFileWorker } from './build/oneFileWorker.ts';
import { contractValidatorsPlugin } from './build/contractValidators.ts';
import { compileHintsPlugin } from './build/compileHints.ts';
import { globalCssPlugin } from './build/globalCss/plugin.ts';

const LAYER_ALIASES: ReadonlyArray<[string, string]> = [
  ['@kernel', 'src/kernel/index.ts'], ['@forms', 'src/forms/index.ts'], ['@services', 'src/services/index.ts'],
  ['@ui', 'src/ui/index.ts'], ['@streams', 'src/streams/index.ts'], ['@sim/kit', 'src/sim/kit.ts'],
];

// The public entries only re-export: a module that imports one name from them (a plugin's manifest) does not load
// every module behind them.
const publicEntriesArePure = (id: string) => !/src[\\/](kernel|services|ui|forms|streams)[\\/]index\.tsx?$/.test(id);

// Modes: `development` and `demo` run the simulated API; `production` (plain `vite build`) is the live build and
// never contains the simulator (its imports are behind a statically false condition and tree-shaken away).
export default defineConfig(({ mode }) => {
  const simulator = mode !== 'production' && process.env.VITE_SIMULATOR !== 'off';
  return {
    plugins: [
      react(), catalogPlugin(import.meta.dirname), splitValidatorsPlugin(import.meta.dirname), contractValidatorsPlugin(import.meta.dirname),
      globalCssPlugin(import.meta.dirname),
      ...portalBuildPlugins({ simulator }),
      // The live build carries a strict Content Security Policy; the demo's service worker build does not.
      ...(simulator ? [] : [cspPlugin(`${import.meta.dirname}/config`)]),
      // The installable portal and its service worker (the demo's simulated API runs inside that worker).
      ...pwaPlugins(),
      compileHintsPlugin(),
    ],
    resolve: {
      // rjsf features the forms config cannot switch on; see each shim for why it is safe.
      alias: [
        // The layers' public entries (tsconfig.json's paths say the same for the type checker).
        ...LAYER_ALIASES.map(([name, file]) => ({ find: new RegExp(`^${name}$`), replacement: `${import.meta.dirname}/${file}` })),
        { find: /^markdown-to-jsx\/react$/, replacement: `${import.meta.dirname}/build/shims/markdownAsText.tsx` },
        { find: /^fast-uri$/, replacement: `${import.meta.dirname}/build/shims/uriAsIs.ts` },
        { find: /^(shiki\/core|@shikijs\/markdown-it\/core|shiki\/(themes|langs)\/.*)$/, replacement: `${import.meta.dirname}/build/shims/noCodeHighlight.ts` },
        // The config studio's completion compiles its schema once, not on every letter typed.
        { find: /^json-schema-library$/, replacement: `${import.meta.dirname}/build/shims/schemaDraftOnce.ts` },
      ],
    },
    define: {
      'import.meta.env.VITE_SIMULATOR': JSON.stringify(simulator ? 'on' : ''),
    },
    publicDir: simulator ? 'build/sim-public' : false,
    build: {
      outDir: simulator ? 'dist-demo' : 'dist',
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          // RxJS and src/streams in chunks of their own: otherwise the bundler files what the order pages share with
          // the scanner into the scanner's chunk, and every order page loads the scanner.
          codeSplitting: {
            groups: [
              // The design system in one file instead of some sixty small ones: a cold page asked for each of them.
              { name: 'chakra', test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized|@pandacss|@swc|stylis|react-remove-scroll|aria-hidden)[\\/]/, includeDependenciesRecursively: false },
              { name: 'rxjs', test: /node_modules[\\/]rxjs[\\/]/ },
              { name: 'streams', test: /src[\\/]streams[\\/]/ },
              { name: 'idFormat', test: /src[\\/]ui[\\/]scanner[\\/]idFormat/ },
            ],
          },
        },
        // Chakra's theme module builds its full config with a top-level defineConfig() call, which keeps every
        // recipe in the first screen's bundle; these helpers only return their argument, so they are pure.
        treeshake: {
          moduleSideEffects: publicEntriesArePure,
          manualPureFunctions: ['buildSystem', 'createSystem', 'defineConfig', 'defineRecipe', 'defineSlotRecipe', 'defineTokens', 'defineSemanticTokens',
            'defineGlobalStyles', 'defineKeyframes', 'defineTextStyles', 'defineLayerStyles', 'defineAnimationStyles', 'createAnatomy'],
        },
      },
    },
    // Web workers are bundled apart, each one file as before (the scanner's and the bulk readers', precached whole),
    // except the config studio's check worker: it runs the kernel's config check on the build's precompiled
    // validators and reads the plugins' manifests, whose pages it must not carry, so what it imports lazily stays in
    // chunks of its own that it never loads.
    worker: {
      format: 'es' as const,
      plugins: () => [catalogPlugin(import.meta.dirname), splitValidatorsPlugin(import.meta.dirname), oneFileWorker(/[\\/]check\.worker\.ts$/)],
      rolldownOptions: { treeshake: { moduleSideEffects: publicEntriesArePure } },
    },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4173), strictPort: true },
    test: {
      environment: 'jsdom',
      include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/component/**/*.test.tsx', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
      setupFiles: ['tests/setup.ts'],
      // ES modules whose imports name no file extension: Vite resolves them for Node (the config studio's editor).
      server: { deps: { inline: ['codemirror-json-schema', 'json-schema-library'] } },
      testTimeout: 20000,
    },
  };
});
