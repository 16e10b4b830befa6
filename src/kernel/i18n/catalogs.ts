import type { Locale } from '../types';
import { pluginManifests } from '../pluginHost/registry';

export type Messages = Record<string, string>;

// One chunk per language: only the active one is fetched.
const kernelCatalogs = import.meta.glob<{ default: Messages }>('../messages/*.json');

/** The kernel's catalog and every plugin's catalog for one language, merged (plugins may not override kernel ids). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const kernelLoader = kernelCatalogs[`../messages/${locale}.json`];
  if (!kernelLoader) throw new Error(`No catalog for ${locale}`);
  const [kernel, ...plugins] = await Promise.all([
    kernelLoader(),
    ...pluginManifests().map((p) => p.messages?.[locale]?.() ?? Promise.resolve({ default: {} as Messages })),
  ]);
  const merged: Messages = {};
  for (const catalog of plugins) Object.assign(merged, catalog.default);
  Object.assign(merged, kernel.default);
  return merged;
}
