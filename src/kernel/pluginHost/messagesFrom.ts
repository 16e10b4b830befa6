import { LOCALES, type Locale } from '../types';

type Catalog = { default: Record<string, string> };

/**
 * A plugin's `messages` from its catalog files: pass `import.meta.glob('./**\/messages/*.json')` from the manifest
 * (the glob has to be written there, where the build sees it). Every `messages/<locale>.json` under the plugin is
 * merged into that language's catalog, so each area of a plugin can keep its own folder.
 */
export function messagesFrom(files: Record<string, () => Promise<unknown>>): Record<Locale, () => Promise<Catalog>> {
  const forLocale = (locale: Locale) => async (): Promise<Catalog> => {
    const parts = await Promise.all(Object.entries(files).filter(([file]) => file.endsWith(`/messages/${locale}.json`)).map(([, load]) => load()));
    // A JSON module's default export is the file's object.
    return { default: Object.assign({}, ...parts.map((p) => (p as Catalog).default)) as Record<string, string> };
  };
  return Object.fromEntries(LOCALES.map((l) => [l, forLocale(l)])) as Record<Locale, () => Promise<Catalog>>;
}
