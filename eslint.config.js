import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import { readFileSync } from 'node:fs';

const SRC = path.resolve(import.meta.dirname, 'src');
const inside = (dir, target) => target === dir || target.startsWith(dir + path.sep);
const withoutExtension = (file) => file.replace(/\.(ts|tsx|js|mjs)$/, '');

/** The layers' public entries by alias (tsconfig.json paths, vite.config.ts resolve.alias). */
const LAYER_ALIASES = {
  '@kernel': 'src/kernel/index', '@forms': 'src/forms/index', '@services': 'src/services/index',
  '@ui': 'src/ui/index', '@streams': 'src/streams/index', '@sim/kit': 'src/sim/kit',
};

/** Where an import lands, without extension; null for packages and virtual modules. */
function importTarget(file, source) {
  const rootDir = path.dirname(SRC);
  let target;
  if (source.startsWith('.')) target = path.resolve(path.dirname(file), source);
  else if (source.startsWith('/') || source.startsWith('src/')) target = path.join(rootDir, source);
  else if (Object.hasOwn(LAYER_ALIASES, source)) target = path.join(rootDir, LAYER_ALIASES[source]);
  else return null;
  return withoutExtension(target);
}

/** The layer a file of src belongs to: its first folder (streams, ui, kernel, services, forms, plugins, sim). */
const layerOf = (target) => (inside(SRC, target) ? path.relative(SRC, target).split(path.sep)[0] : null);

/**
 * The layer order the README draws: each layer imports only the ones below it. The plugins' own rule
 * (plugin-boundary) also keeps them to public entries and away from each other.
 */
const LAYERS_BELOW = {
  streams: [],
  ui: ['streams'],
  kernel: ['ui', 'streams'],
  services: ['kernel', 'ui', 'streams'],
  forms: ['kernel', 'ui', 'streams'],
  sim: ['kernel', 'ui', 'streams'],
};

const layerOrder = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = path.resolve(context.filename);
    const own = layerOf(file);
    const below = own ? LAYERS_BELOW[own] : undefined;
    if (!below) return {};
    function check(node) {
      const source = node.source?.type === 'Literal' ? node.source.value : null;
      if (typeof source !== 'string') return;
      const target = importTarget(file, source);
      const layer = target && layerOf(target);
      if (!layer || layer === own || below.includes(layer)) return;
      context.report({ node: node.source, message: `src/${own} may import only ${below.length ? below.map((l) => `src/${l}`).join(', ') : 'packages'} (the layer order in the README); not src/${layer}.` });
    }
    return { ImportDeclaration: check, ExportAllDeclaration: check, ExportNamedDeclaration: check, ImportExpression: check };
  },
};

/**
 * Import patterns match the import's text, and `../*` cannot tell a plugin's own `../api/types` (from a sub-folder)
 * from another plugin's `../other` (from the plugin's root): this rule resolves each relative or root import against
 * the importing file and checks where it lands. Package imports are not its business.
 */
const pluginBoundary = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = path.resolve(context.filename);
    const [ownPlugin, firstFolder] = path.relative(path.join(SRC, 'plugins'), file).split(path.sep);
    const inOwnSim = firstFolder === 'sim';
    function check(node) {
      const source = node.source?.type === 'Literal' ? node.source.value : null;
      if (typeof source !== 'string') return;
      const target = importTarget(file, source);
      if (!target) return;
      const plugins = path.join(SRC, 'plugins');
      const kernel = path.join(SRC, 'kernel');
      const forms = path.join(SRC, 'forms');
      const sim = path.join(SRC, 'sim');
      let message = null;
      if (inside(plugins, target) && path.relative(plugins, target).split(path.sep)[0] !== ownPlugin) {
        message = 'Plugins do not import each other; share code through src/ui or src/streams.';
      } else if (inside(kernel, target) && target !== kernel && target !== path.join(kernel, 'index')) {
        message = 'Import the kernel through its public entry (src/kernel).';
      } else if (inside(forms, target) && target !== forms && target !== path.join(forms, 'index')) {
        message = 'Import the forms module through its public entry (src/forms).';
      } else if (inside(sim, target) && !(inOwnSim && target === path.join(sim, 'kit'))) {
        message = inOwnSim
          ? 'A plugin simulator imports the kernel simulator only through its public entry (src/sim/kit).'
          : 'The kernel simulator is not part of a plugin; declare endpoints in your own sim folder.';
      }
      if (message) context.report({ node: node.source, message });
    }
    return { ImportDeclaration: check, ExportAllDeclaration: check, ExportNamedDeclaration: check, ImportExpression: check };
  },
};

/**
 * Plugins link by route id (routePath, RouteLink, useRouteNavigate from the kernel): an admin may move a page in
 * config/menus/routes.json, and a path written in code would then lead nowhere. Any string or template that starts
 * with a path of the route table is reported ('/' alone only where it is clearly a link: `to`, `href`, navigate).
 */
const routeTablePaths = (() => {
  try {
    const table = JSON.parse(readFileSync(path.join(import.meta.dirname, 'config/menus/routes.json'), 'utf8'));
    return table.routes.map((r) => r.path).filter((p) => typeof p === 'string');
  } catch {
    return [];
  }
})();
const noLiteralRoutePath = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const isLinkPlace = (node) => {
      const parent = node.parent;
      if (parent?.type === 'JSXAttribute') return ['to', 'href'].includes(parent.name?.name);
      if (parent?.type === 'JSXExpressionContainer' && parent.parent?.type === 'JSXAttribute') return ['to', 'href'].includes(parent.parent.name?.name);
      if (parent?.type === 'CallExpression' && parent.arguments[0] === node) {
        const callee = parent.callee.type === 'MemberExpression' ? parent.callee.property : parent.callee;
        return callee?.type === 'Identifier' && /^(navigate|go|redirect)$/i.test(callee.name);
      }
      return false;
    };
    const check = (node, text) => {
      const hit = routeTablePaths.find((p) => (p === '/' ? text === '/' && isLinkPlace(node) : text === p || text.startsWith(`${p}?`) || text.startsWith(`${p}/`)));
      if (hit !== undefined) context.report({ node, message: `Literal route path "${hit}": link by route id (routePath, RouteLink, useRouteNavigate).` });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string' && node.parent?.type !== 'ImportDeclaration' && node.parent?.type !== 'ImportExpression') check(node, node.value);
      },
      TemplateLiteral(node) {
        const first = node.quasis[0]?.value.cooked;
        if (typeof first === 'string') check(node, first);
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report', '.bench', '.sim-server', 'build/sim-public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Playwright fixtures take ({}, use) => …: neither React hooks nor a mistake.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The kernel's public API carries no `any`.
    files: ['src/kernel/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    // Plugin boundary: a plugin imports the kernel's and src/forms' public entries, src/streams and src/ui, never another plugin; its
    // sim folder may also import the kernel simulator's public entry, src/sim/kit. Decided on the resolved path.
    files: ['src/plugins/**/*.{ts,tsx}'],
    plugins: { portal: { rules: { 'plugin-boundary': pluginBoundary, 'no-literal-route-path': noLiteralRoutePath } } },
    rules: { 'portal/plugin-boundary': 'error', 'portal/no-literal-route-path': 'error' },
  },
  {
    // A plugin's simulator answers API paths, not pages.
    files: ['src/plugins/*/sim/**'],
    rules: { 'portal/no-literal-route-path': 'off' },
  },
  {
    // The forms module is a layer under the plugins: the kernel's public entry, src/ui and src/streams, no plugin.
    files: ['src/forms/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/kernel/*', '!**/kernel/index'], message: 'The forms module imports the kernel through its public entry (src/kernel).' },
        { group: ['**/plugins/*', '**/plugins/*/**'], message: 'The forms module knows no plugin; plugins pass what is theirs in (lookups, checks).' },
      ] }],
    },
  },
  {
    // The layer order of the README: streams, then ui, then the kernel, then services and forms, then plugins.
    files: ['src/{streams,ui,kernel,services,forms,sim}/**/*.{ts,tsx}'],
    plugins: { layers: { rules: { order: layerOrder } } },
    rules: { 'layers/order': 'error' },
  },

  {
    // The kernel never names a plugin.
    files: ['src/kernel/**/*.{ts,tsx}', 'src/streams/**/*.ts', 'src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/plugins/*/**', '**/plugins/*'], message: 'The kernel, streams and ui know no plugin by name.' }] }],
    },
  },
);
