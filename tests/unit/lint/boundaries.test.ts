// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own lint config, run on code as a plugin would write it: the rules that keep plugins apart.
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? ''}: ${m.message}`);
}

describe('a plugin links by route id', () => {
  const file = 'src/plugins/example/Page.tsx';

  it('refuses a path of the route table in navigate, to and template strings', async () => {
    const found = await problems(
      [
        "import { useNavigate, Link } from 'react-router-dom';",
        'export function P({ id }: { id: string }) {',
        '  const navigate = useNavigate();',
        "  navigate('/history');",
        '  navigate(`/edit-error-order?parcel=${id}`);',
        "  return <Link to=\"/new-order\">x</Link>;",
        '}',
      ].join('\n'),
      file,
    );
    expect(found.filter((p) => p.startsWith('portal/no-literal-route-path'))).toEqual([
      'portal/no-literal-route-path: Literal route path "/history": link by route id (routePath, RouteLink, useRouteNavigate).',
      'portal/no-literal-route-path: Literal route path "/edit-error-order": link by route id (routePath, RouteLink, useRouteNavigate).',
      'portal/no-literal-route-path: Literal route path "/new-order": link by route id (routePath, RouteLink, useRouteNavigate).',
    ]);
  });

  it('accepts route ids, and slashes that are not links', async () => {
    const found = await problems(
      [
        "import { RouteLink, useRouteNavigate } from '../../kernel';",
        'export function P({ file }: { file: string }) {',
        '  const navigate = useRouteNavigate();',
        "  navigate('history', { q: file });",
        "  const parts = file.split('/');",
        '  return <RouteLink to="newOrder">{parts.length}{`/messages/${file}`}</RouteLink>;',
        '}',
      ].join('\n'),
      file,
    );
    expect(found).toEqual([]);
  });

  it('lets a simulator answer API paths', async () => {
    expect(await problems("export const path = '/history';", 'src/plugins/example/sim/handlers.ts')).toEqual([]);
  });
});

describe('a plugin imports the kernel through its public entry only, and no other plugin', () => {
  it('names each crossing', async () => {
    const found = await problems(
      ["import { gateContext } from '../../kernel/routing/access';", "import { x } from '../orders/model/fees';", 'export const y = [gateContext, x];'].join('\n'),
      'src/plugins/example/index.ts',
    );
    expect(found).toEqual([
      'portal/plugin-boundary: Import the kernel through its public entry (src/kernel).',
      'portal/plugin-boundary: Plugins do not import each other; share code through src/ui or src/streams.',
    ]);
  });
});

describe('src/forms is a layer: plugins use its entry, it uses the kernel entry and no plugin', () => {
  it('refuses a plugin reaching into src/forms', async () => {
    const found = await problems(
      ["import { SchemaForm } from '../../forms';", "import { validateRecord } from '../../forms/validate';", 'export const y = [SchemaForm, validateRecord];'].join('\n'),
      'src/plugins/example/index.ts',
    );
    expect(found).toEqual(['portal/plugin-boundary: Import the forms module through its public entry (src/forms).']);
  });

  it('refuses src/forms reaching into the kernel or a plugin', async () => {
    const found = await problems(
      ["import { useT } from '../kernel';", "import { allows } from '../kernel/gates';", "import { x } from '../plugins/orders/model/fees';", 'export const y = [useT, allows, x];'].join('\n'),
      'src/forms/example.ts',
    );
    expect(found.map((p) => p.split(':')[0])).toEqual(['no-restricted-imports', 'no-restricted-imports', 'layers/order']);
  });
});

describe('the layer order: streams, ui, kernel, services and forms, plugins', () => {
  const rule = (found: string[]) => found.filter((p) => p.startsWith('layers/order')).map((p) => p.replace(/^layers\/order: /, ''));

  it('src/ui imports src/streams and nothing above it', async () => {
    const found = await problems(
      ["import { pollTask } from '../streams';", "import { useT } from '../kernel';", "import { ConfigForm } from '@forms';", 'export const y = [pollTask, useT, ConfigForm];'].join('\n'),
      'src/ui/Example.tsx',
    );
    expect(rule(found)).toEqual([
      'src/ui may import only src/streams (the layer order in the README); not src/kernel.',
      'src/ui may import only src/streams (the layer order in the README); not src/forms.',
    ]);
  });

  it('the scanner in src/ui gets its words and events passed in: no kernel path (deep, type-only or lazy), service or plugin', async () => {
    const found = await problems(
      [
        "import type { PortalEventMap } from '../../kernel/events';",
        "import { logEvent } from '../../kernel/eventLogHook';",
        "import { SHIPPER_LOOKUP } from '@services';",
        "import { handleScan } from '../../plugins/orders/hooks/scanHandler';",
        "export const y = [logEvent, SHIPPER_LOOKUP, handleScan, () => import('../../kernel')];",
        'export type E = PortalEventMap;',
      ].join('\n'),
      'src/ui/scanner/Example.tsx',
    );
    expect(rule(found)).toEqual([
      'src/ui may import only src/streams (the layer order in the README); not src/kernel.',
      'src/ui may import only src/streams (the layer order in the README); not src/kernel.',
      'src/ui may import only src/streams (the layer order in the README); not src/services.',
      'src/ui may import only src/streams (the layer order in the README); not src/plugins.',
      'src/ui may import only src/streams (the layer order in the README); not src/kernel.',
    ]);
    // A stream knows neither the kernel nor a plugin (the scanner's session stream takes its rules as inputs).
    expect(rule(await problems(
      ["import { logEvent } from '@kernel';", "import { rules } from '../plugins/orders/model/sessionRules';", 'export const y = [logEvent, rules];'].join('\n'),
      'src/streams/example.ts',
    ))).toEqual([
      'src/streams may import only packages (the layer order in the README); not src/kernel.',
      'src/streams may import only packages (the layer order in the README); not src/plugins.',
    ]);
  });

  it('src/streams imports only packages; the kernel knows no service contract and no form', async () => {
    expect(rule(await problems("import { Modal } from '@ui';\nexport const m = Modal;", 'src/streams/example.ts'))).toEqual([
      'src/streams may import only packages (the layer order in the README); not src/ui.',
    ]);
    expect(rule(await problems("import { SHIPPER_LOOKUP } from '../services';\nexport const s = SHIPPER_LOOKUP;", 'src/kernel/example.ts'))).toEqual([
      'src/kernel may import only src/ui, src/streams (the layer order in the README); not src/services.',
    ]);
  });

  it('a plugin writes the layers by alias and cannot reach past a public entry', async () => {
    const ok = await problems(
      ["import { useT } from '@kernel';", "import { ConfigForm } from '@forms';", "import { SHIPPER_LOOKUP } from '@services';", "import { Modal } from '@ui';", "import { pollTask } from '@streams';", 'export const y = [useT, ConfigForm, SHIPPER_LOOKUP, Modal, pollTask];'].join('\n'),
      'src/plugins/example/Page.tsx',
    );
    expect(ok.filter((p) => p.startsWith('portal/') || p.startsWith('layers/'))).toEqual([]);
  });
});
