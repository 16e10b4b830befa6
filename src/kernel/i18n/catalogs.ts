import type { Locale } from '../types';
import { pluginManifests } from '../pluginHost/registry';
import { loadKernelMessages, type Messages } from './kernelCatalog';

export type { Message, Messages } from './kernelCatalog';
// The shared layers under src/ with words of their own (src/<layer>/messages, e.g. the forms module's): they serve
// plugin pages, so they load with the plugins' catalogs, after login.
const layerCatalogs = import.meta.glob<{ default: Messages }>(['../../*/messages/*.json', '!../../kernel/**']);

/**
 * The kernel's catalog for one language and, with `plugins` (the default), every plugin's catalog and the shared
 * layers' merged in (neither may override kernel ids). Screens before login need only the kernel's: plugin catalogs are
 * fetched once someone is logged in.
 */
export async function loadMessages(locale: Locale, { plugins = true }: { plugins?: boolean } = {}): Promise<Messages> {
  const [kernel, ...pluginCatalogs] = await Promise.all([
    loadKernelMessages(locale).then((m) => ({ default: m })),
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

export { catalogIds } from './messageIds';
