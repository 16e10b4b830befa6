import { useEffect, useMemo, useState } from 'react';
import { makeIntl, useIntl, type Locale, type Translate } from '@kernel';

type Catalog = Parameters<typeof makeIntl>[1];
const catalogs = import.meta.glob<{ default: Catalog }>('../messages/*.json');

/**
 * The studio's words in the portal's language. The page is public: logged out, the portal has not loaded the
 * plugins' catalogs, so the studio loads its own and formats it as the kernel does.
 */
export function useStudioT(): Translate | null {
  const { intl } = useIntl();
  const locale: Locale = intl.locale;
  const [catalog, setCatalog] = useState<{ locale: Locale; messages: Catalog } | null>(null);
  useEffect(() => {
    let live = true;
    const load = catalogs[`../messages/${locale}.json`] ?? catalogs['../messages/en.json'];
    void load?.().then((m) => live && setCatalog({ locale, messages: m.default }));
    return () => { live = false; };
  }, [locale]);
  return useMemo(() => (catalog ? makeIntl(catalog.locale, catalog.messages).t : null), [catalog]);
}
