import { ChakraProvider } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { portalSystem } from '../ui/theme';
import { loadMessages, type Messages } from './i18n/catalogs';
import { IntlProvider } from './i18n/intl';
import { createPortalRouter } from './router';
import { getRuntime } from './runtime';
import { session, sessionCountry } from './session/store';
import type { Locale } from './types';

/** The language in force: the operator's choice, else the point's country default, else the portal default. */
export function activeLocale(): Locale {
  const { config } = getRuntime();
  if (session.locale) return session.locale;
  const country = sessionCountry(session, config.portal.countries);
  return (country && config.countries[country]?.defaultLanguage) || config.portal.defaultLanguage;
}

/** The portal once config is valid: theme, language (switched at run time), router. */
export function App({ initialMessages, initialLocale, initialPath }: { initialMessages: Messages; initialLocale: Locale; initialPath?: string }) {
  const snap = useSnapshot(session);
  const { config } = getRuntime();
  const [catalog, setCatalog] = useState({ locale: initialLocale, messages: initialMessages });
  const router = useMemo(() => createPortalRouter(config.routes, initialPath), [config.routes, initialPath]);
  const wanted = activeLocale();

  useEffect(() => {
    if (wanted === catalog.locale) return;
    let live = true;
    loadMessages(wanted).then((messages) => live && setCatalog({ locale: wanted, messages }), () => undefined);
    return () => { live = false; };
  }, [wanted, catalog.locale, snap.locale, snap.dpInfo]);

  useEffect(() => {
    document.documentElement.lang = catalog.locale;
  }, [catalog.locale]);

  return (
    <ChakraProvider value={portalSystem}>
      <IntlProvider locale={catalog.locale} messages={catalog.messages}>
        <RouterProvider router={router} />
      </IntlProvider>
    </ChakraProvider>
  );
}
