import { useEffect, useMemo, useState } from 'react';
import { loadMessages, makeIntl, type Locale, type Messages, type Translate } from '@kernel';

const cache = new Map<Locale, Promise<Messages>>();

/**
 * Every catalog of one language (kernel, plugins, the forms module), as the logged-in portal has it: the studio is
 * public, so the plugins' words are not loaded until a preview asks for them. Null while it loads.
 */
export function useCatalog(locale: Locale): { locale: Locale; messages: Messages; t: Translate } | null {
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Messages } | null>(null);
  useEffect(() => {
    let live = true;
    let pending = cache.get(locale);
    if (!pending) {
      pending = loadMessages(locale);
      cache.set(locale, pending);
      pending.catch(() => cache.delete(locale));
    }
    pending.then((messages) => live && setLoaded({ locale, messages }), () => undefined);
    return () => { live = false; };
  }, [locale]);
  return useMemo(() => (loaded && loaded.locale === locale ? { ...loaded, t: makeIntl(loaded.locale, loaded.messages).t } : null), [loaded, locale]);
}
