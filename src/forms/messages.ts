/**
 * The forms module's catalog (labels, placeholders and rule messages its widgets and config/forms name), one lazy
 * chunk per language. A plugin that renders forms merges it into its own `messages`, so the ids load with it.
 */
import type { Locale } from '../kernel';

type Catalog = { default: Record<string, string> };
const catalogs = import.meta.glob<Catalog>('./messages/*.json');

export function formsCatalog(locale: Locale): Promise<Catalog> {
  const load = catalogs[`./messages/${locale}.json`];
  return load ? load() : Promise.resolve({ default: {} });
}
