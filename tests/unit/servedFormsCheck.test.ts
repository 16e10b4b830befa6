// The error screen of a failed start-up also lists config/forms' problems; when the forms validator's chunk
// cannot load, the screen must say the forms went unchecked instead of showing them as fine.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REAL_CONFIG_FILES } from '../harness/realConfig';
import type { PortalConfig } from '../../src/kernel/types';

const portal = JSON.parse(REAL_CONFIG_FILES.get('portal.json') ?? '{}') as PortalConfig;

function serveConfig(files: ReadonlyMap<string, string>) {
  vi.stubGlobal('fetch', (url: string) => {
    const rel = String(url).replace(/^.*?config\//, '');
    const body = files.get(rel);
    return Promise.resolve(new Response(body ?? 'missing', { status: body === undefined ? 404 : 200 }));
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.doUnmock('virtual:config-validators/forms');
  vi.resetModules();
});

describe('servedFormFileProblems', () => {
  it('lists a broken served forms file with its JSON path', async () => {
    const sg = { ...(JSON.parse(REAL_CONFIG_FILES.get('forms/sg.json') ?? '{}') as object), recipient: 'not a form' };
    serveConfig(new Map([...REAL_CONFIG_FILES, ['forms/sg.json', JSON.stringify(sg)]]));
    const { servedFormFileProblems } = await import('../../src/kernel/config/browserConfig');
    const problems = await servedFormFileProblems(portal);
    expect(problems).toContainEqual(expect.objectContaining({ file: 'config/forms/sg.json', path: '/recipient', severity: 'error' }));
  });

  it('says config/forms could not be checked when its validator does not load', async () => {
    serveConfig(REAL_CONFIG_FILES);
    vi.doMock('virtual:config-validators/forms', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { servedFormFileProblems } = await import('../../src/kernel/config/browserConfig');
    const problems = await servedFormFileProblems(portal);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'config/forms', path: '', severity: 'warning' });
    // Vitest wraps the factory's error in its own; the browser's reason would be shown the same way.
    expect(problems[0]?.message).toMatch(/^could not be checked \(Error: .+\)$/);
  });
});
