import { useEffect, useState } from 'react';
import { useIntl, type Locale } from '@kernel';

type Catalog = Record<string, string>;
const catalogs = import.meta.glob<{ default: Catalog }>('../messages/*.json');

/** A message with its {name} placeholders filled in. */
export function format(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
}

/**
 * The studio's words in the portal's language. The page is public: logged out, the portal has not loaded the
 * plugins' catalogs, so the studio loads its own.
 */
export function useStudioT(): ((id: string, values?: Record<string, string | number>) => string) | null {
  const { intl } = useIntl();
  const locale: Locale = intl.locale;
  const [catalog, setCatalog] = useState<{ locale: Locale; messages: Catalog } | null>(null);
  useEffect(() => {
    let live = true;
    const load = catalogs[`../messages/${locale}.json`] ?? catalogs['../messages/en.json'];
    void load?.().then((m) => live && setCatalog({ locale, messages: m.default }));
    return () => { live = false; };
  }, [locale]);
  if (!catalog) return null;
  return (id, values) => format(catalog.messages[id] ?? id, values);
}
