// Typed event kinds: declared once (kernel or one plugin's manifest), labelled in every language, refused by the
// type checker when nobody declared them.
import { describe, expect, it } from 'vitest';
import { addEventSink, logEvent } from '../../src/kernel/eventLogHook';
import { declaredEventKinds } from '../../src/kernel/eventLog/kinds';
import { loadMessages } from '../../src/kernel/i18n/catalogs';
import { checkPluginNeeds } from '../../src/kernel/pluginHost/needs';
import { pluginManifests } from '../../src/kernel/pluginHost/registry';
import type { PluginManifest } from '../../src/kernel/pluginHost/definePlugin';
import { LOCALES, type LoadedConfig } from '../../src/kernel/types';
import { REAL_GATES } from '../harness/realConfig';

const config = { portal: { files: { gates: 'gates.json' } }, gates: REAL_GATES } as unknown as LoadedConfig;

describe('event kinds', () => {
  it('a kind declared twice is a start-up problem naming both declarers', () => {
    const base = { description: 'd', pages: [] };
    const words = { details: 'd.details', values: () => ({}) };
    const manifests: PluginManifest[] = [
      { ...base, id: 'a', events: [{ kind: 'lodgeIn', label: 'a.lodge', ...words }] },
      { ...base, id: 'b', events: [{ kind: 'lodgeIn', label: 'b.lodge', ...words }, { kind: 'login', label: 'b.login', ...words }] },
    ];
    expect(checkPluginNeeds(config, manifests).map((p) => `${p.file} ${p.path} ${p.message}`)).toEqual([
      'src/plugins/b/index.ts /events/0 declares event kind "lodgeIn", which plugin "a" already declares',
      'src/plugins/b/index.ts /events/1 declares event kind "login", which the kernel already declares',
    ]);
  });

  it.each(LOCALES)('every declared kind of this build has its label in %s', async (locale) => {
    const messages = await loadMessages(locale);
    const kinds = declaredEventKinds(pluginManifests());
    expect(kinds.get('lodgeIn')?.label).toBe('orders.event.lodge_in');
    const missing = [...kinds.values()].filter((k) => typeof messages[k.label] === 'undefined').map((k) => `${k.kind}: ${k.label}`);
    expect(missing).toEqual([]);
  });

  it('an event reaches the sinks with its kind and payload', () => {
    const seen: Array<[string, Record<string, unknown>]> = [];
    const remove = addEventSink((kind, payload) => seen.push([kind, payload]));
    logEvent('receipt', { receiptId: 7, size: 'A6', outcome: 'opened' });
    remove();
    expect(seen).toEqual([['receipt', { receiptId: 7, size: 'A6', outcome: 'opened' }]]);
  });
});

// Checked by `npm run typecheck`, not at run time: it fails when either line stops being a type error.
export function undeclaredKindsAreTypeErrors(): void {
  // @ts-expect-error 'teleport' is declared nowhere
  logEvent('teleport', {});
  // @ts-expect-error a receipt's outcome is 'opened' or 'failed'
  logEvent('receipt', { receiptId: 7, size: 'A6', outcome: 'printed' });
}
