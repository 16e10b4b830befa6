import { startTransition, useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PortalSystemProvider } from '../ui/fullSystem';
import { loadMessages, type Messages } from './i18n/catalogs';
import { IntlProvider, makeIntl } from './i18n/intl';
import { useAfterLogin, type AfterLogin } from './pluginHost/afterLogin';
import { PluginPagesUnreachable } from './pluginHost/formsReach';
import { ConfigErrorScreen } from './shell/ConfigErrorScreen';
import { mendingPageIn } from './shell/mendingPage';
import { createPortalRouter } from './router';
import { getRuntime } from './runtime';
import { session } from './session/store';
import { portalLocale } from './i18n/firstLocale';
import type { Locale } from './types';

/** The language in force: the operator's choice, else the point's country default, else the portal default. */
export function activeLocale(): Locale {
  return portalLocale(getRuntime().config);
}

/** The portal once config is valid: theme, language (switched at run time), router. */
export function App({ initialMessages, initialLocale, initialPath, initialWithPlugins = true, afterLogin }: {
  initialMessages: Messages;
  initialLocale: Locale;
  initialPath?: string;
  /** False when initialMessages are the kernel's only (logged out): plugin catalogs then load after login. */
  initialWithPlugins?: boolean;
  /** Start-up was logged out: config/forms loads after login, plugin pages wait (pluginHost/afterLogin.ts). */
  afterLogin?: AfterLogin;
}) {
  const snap = useSnapshot(session);
  const { config } = getRuntime();
  const [catalog, setCatalog] = useState({ locale: initialLocale, messages: initialMessages, plugins: initialWithPlugins });
  const router = useMemo(() => createPortalRouter(config.routes, initialPath), [config.routes, initialPath]);
  const wanted = activeLocale();
  const plugins = catalog.plugins || Boolean(snap.loginInfo);

  useEffect(() => {
    if (wanted === catalog.locale && plugins === catalog.plugins) return;
    let live = true;
    // A new catalog redraws every text of the portal: as a transition, in slices (the plugins' catalogs arrive right
    // after the first render on every logged-in start, and drawn at once they blocked a cheap phone for 170 ms at 4x).
    loadMessages(wanted, { plugins }).then((messages) => live && startTransition(() => setCatalog({ locale: wanted, messages, plugins })), () => undefined);
    return () => { live = false; };
  }, [wanted, plugins, catalog.locale, catalog.plugins, snap.locale, snap.dpInfo]);

  useEffect(() => {
    document.documentElement.lang = catalog.locale;
  }, [catalog.locale]);
  const formsProblems = useAfterLogin(afterLogin, Boolean(snap.loginInfo), catalog.plugins);

  // The page that mends config/ still opens at its address (it reads the files as served, not this config).
  const broken = Array.isArray(formsProblems) ? formsProblems : null;
  const mend = broken ? mendingPageIn(config) : null;
  if (broken && !mend?.here) {
    return (
      <PortalSystemProvider>
        <ConfigErrorScreen problems={broken} t={makeIntl(catalog.locale, catalog.messages).t} mendHref={mend?.href} />
      </PortalSystemProvider>
    );
  }

  return (
    <PortalSystemProvider>
      <IntlProvider locale={catalog.locale} messages={catalog.messages}>
        <PluginPagesUnreachable.Provider value={formsProblems === 'unreachable'}>
          <RouterProvider router={router} />
        </PluginPagesUnreachable.Provider>
      </IntlProvider>
    </PortalSystemProvider>
  );
}
