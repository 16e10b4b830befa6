/**
 * The checks a plugin set goes through, shared by the tests that run them on the build's plugins (read from their
 * manifests, so a new plugin is checked without editing a test) and by the example plugin's test, which runs them
 * with a plugin under tests/fixtures beside the real ones: its catalogs, its menu labels, its event sentences.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EventKind, EventKindDef, EventSamples } from '../../src/kernel/events';
import { describeEvent, type DescribeContext } from '../../src/kernel/eventLog/describe';
import { loadMessages, type Messages } from '../../src/kernel/i18n/catalogs';
import { makeIntl } from '../../src/kernel/i18n/intl';
import type { PluginManifest } from '../../src/kernel/pluginHost/definePlugin';
import { setPluginsForTest } from '../../src/kernel/pluginHost/registry';
import type { Locale } from '../../src/kernel/types';

/** Every kind's samples, when complete. */
export type AllEventSamples = Partial<EventSamples<EventKind>>;

// What the kernel and each plugin of the build declare beside their events.ts.
const declaredSamples = import.meta.glob<{ EVENT_SAMPLES: AllEventSamples }>('../../src/**/events.samples.ts', { eager: true });

/** The sample payloads the kernel and the build's plugins declare (events.samples.ts), by kind. */
export const BUILD_EVENT_SAMPLES: AllEventSamples = Object.assign({}, ...Object.values(declaredSamples).map((m) => m.EVENT_SAMPLES)) as AllEventSamples;

/** One language's catalog as the portal merges it for this plugin set: the kernel's, the shared layers', each manifest's. */
export async function catalogFor(manifests: PluginManifest[], locale: Locale): Promise<Messages> {
  setPluginsForTest(manifests);
  try {
    return await loadMessages(locale);
  } finally {
    setPluginsForTest(null);
  }
}

/** How the Activity page reads events in one language, with this plugin set's catalogs. */
export async function describeContext(manifests: PluginManifest[], locale: Locale): Promise<DescribeContext> {
  const messages = await catalogFor(manifests, locale);
  return { t: makeIntl(locale, messages).t, messages, locale, country: { currency: { code: 'SGD', symbol: 'S$', position: 'before' } } };
}

/**
 * Every declared kind read from its samples in one language: a kind without samples or without its details message,
 * and a sample that reads as JSON, with a hole, or as the generic field list instead of its sentence, is a problem.
 */
export function eventSentenceProblems(ctx: DescribeContext, declared: ReadonlyMap<string, EventKindDef>, samples: AllEventSamples): string[] {
  const problems: string[] = [];
  for (const def of declared.values()) {
    if (ctx.messages[def.details] === undefined) problems.push(`${def.kind}: no message "${def.details}"`);
    const payloads = (samples as Record<string, object[] | undefined>)[def.kind];
    if (!payloads?.length) problems.push(`${def.kind}: no sample payload (events.samples.ts)`);
    for (const payload of payloads ?? []) {
      const text = describeEvent({ payload: payload as Record<string, unknown> }, def, ctx);
      if (/[{}"[\]]|undefined|NaN|^$/.test(text)) problems.push(`${def.kind}: "${text}" has a hole or JSON`);
      // The sentence, not the generic field list.
      if (text.includes(`${Object.keys(payload)[0]}: `)) problems.push(`${def.kind}: "${text}" is the field list, not its sentence`);
    }
  }
  return problems;
}

const ID_FIELDS = new Set(['labelId', 'descriptionId', 'nameId']);

/** Every labelId/descriptionId/nameId in the JSON files of one folder of a config folder ('menus', 'countries'). */
export function configMessageRefs(configDir: string, folder: string): Array<{ file: string; id: string }> {
  const refs: Array<{ file: string; id: string }> = [];
  const walk = (node: unknown, file: string): void => {
    if (Array.isArray(node)) node.forEach((item) => walk(item, file));
    else if (node !== null && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (ID_FIELDS.has(key) && typeof value === 'string') refs.push({ file, id: value });
        else walk(value, file);
      }
    }
  };
  for (const name of readdirSync(join(configDir, folder)).filter((f) => f.endsWith('.json')).sort()) {
    walk(JSON.parse(readFileSync(join(configDir, folder, name), 'utf8')), `${folder}/${name}`);
  }
  return refs;
}
