import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import pluginMessageIds from 'virtual:plugin-message-ids';
import type { Locale } from '../types';
import { pluginManifests } from '../pluginHost/registry';

/** A message as source text (development, tests) or, in builds, plain text or its compiled ICU syntax tree. */
export type Message = string | MessageFormatElement[];
export type Messages = Record<string, Message>;

// One chunk per language: only the active one is fetched.
const kernelCatalogs = import.meta.glob<{ default: Messages }>('../messages/*.json');
// The shared layers under src/ with words of their own (src/<layer>/messages, e.g. the forms module's): they serve
// plugin pages, so they load with the plugins' catalogs, after login.
const layerCatalogs = import.meta.glob<{ default: Messages }>(['../../*/messages/*.json', '!../../kernel/**']);

/**
 * The kernel's catalog for one language and, with `plugins` (the default), every plugin's catalog and the shared
 * layers' merged in (neither may override kernel ids). Screens before login need only the kernel's: plugin catalogs are
 * fetched once someone is logged in.
 */
export async function loadMessages(locale: Locale, { plugins = true }: { plugins?: boolean } = {}): Promise<Messages> {
  const kernelLoader = kernelCatalogs[`../messages/${locale}.json`];
  if (!kernelLoader) throw new Error(`No catalog for ${locale}`);
  const [kernel, ...pluginCatalogs] = await Promise.all([
    kernelLoader(),
    ...(plugins ? layerLoaders(locale) : []),
    ...(plugins ? pluginManifests() : []).map((p) => p.messages?.[locale]?.() ?? Promise.resolve({ default: {} as Messages })),
  ]);
  const merged: Messages = {};
  for (const catalog of pluginCatalogs) Object.assign(merged, catalog.default);
  Object.assign(merged, kernel.default);
  return merged;
}

function layerLoaders(locale: Locale): Array<Promise<{ default: Messages }>> {
  return Object.entries(layerCatalogs).filter(([file]) => file.endsWith(`/messages/${locale}.json`)).map(([, load]) => load());
}

/** Every message id a config file may name: the given catalog's ids and every plugin's, loaded or not. */
export function catalogIds(messages: Messages): Set<string> {
  return new Set([...Object.keys(messages), ...pluginMessageIds]);
}
