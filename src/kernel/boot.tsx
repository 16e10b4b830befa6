import { ChakraProvider } from '@chakra-ui/react';
import { createRoot, type Root } from 'react-dom/client';
import { portalSystem } from '../ui/theme';
import type { ApiClients } from './api/client';
import { onInvalidToken } from './api/invalidToken';
import { loadServedConfig } from './config/browserConfig';
import { formatProblems } from './config/problems';
import { loadMessages } from './i18n/catalogs';
import { makeIntl, type Translate } from './i18n/intl';
import { isLocale } from './i18n/locales';
import { setRuntime } from './runtime';
import { session } from './session/store';
import { App, activeLocale } from './App';
import { ConfigErrorScreen } from './shell/ConfigErrorScreen';
import type { Locale } from './types';
import { addEventSink } from './eventLogHook';

function firstLocale(): Locale {
  if (session.locale) return session.locale;
  const nav = (navigator.language || 'en').slice(0, 2).toLowerCase();
  return isLocale(nav) ? nav : 'en';
}

/**
 * Starts the portal: loads the language, then config/ (validated; a broken config renders the admin screen),
 * then the API clients and, in demo builds, the simulated API; then renders the app.
 */
export async function startPortal(container: HTMLElement, options: { beforeRender?: (t: Translate) => Promise<void> } = {}): Promise<Root> {
  const root = createRoot(container);
  let locale = firstLocale();
  // Language, config files and (when logged out) the login page load in parallel: one round trip, not three.
  const messagesLoading = loadMessages(locale);
  if (!session.loginInfo) void import('./shell/LoginPage').catch(() => undefined);
  const result = await loadServedConfig(messagesLoading.then((m) => new Set(Object.keys(m))));
  let messages = await messagesLoading;
  if (!result.ok) {
    console.error(formatProblems(result.problems));
    root.render(
      <ChakraProvider value={portalSystem}>
        <ConfigErrorScreen problems={result.problems} t={makeIntl(locale, messages).t} />
      </ChakraProvider>,
    );
    return root;
  }
  if (result.warnings.length > 0) console.warn(formatProblems(result.warnings));
  const config = result.config;
  let clients: Promise<ApiClients> | null = null;
  const lazyClients = () =>
    (clients ??= import('./api/client').then((m) =>
      m.createClients(config, {
        token: () => session.loginInfo?.accessToken ?? session.pending2fa?.loginInfo.accessToken,
        dpId: () => session.loginInfo?.dpId ?? session.pending2fa?.loginInfo.dpId,
      }),
    ));
  setRuntime({ config, clients: lazyClients, warnings: result.warnings });
  // Every kernel and plugin event goes to the persistent log (loaded on the first event, not on the login screen).
  addEventSink((kind, payload) => {
    const who = session.loginInfo ?? session.pending2fa?.loginInfo ?? null;
    const record = { kind, payload, dpId: session.dpInfo?.id ?? who?.dpId ?? null, user: who?.username ?? who?.oauthEmail ?? null };
    void import('./eventLog').then((m) => m.eventLog().append(record)).catch(() => undefined);
  });
  onInvalidToken((error) => {
    session.modal = { kind: 'error', error };
  });
  const wanted = activeLocale();
  if (wanted !== locale) {
    locale = wanted;
    messages = await loadMessages(locale);
  }
  await options.beforeRender?.(makeIntl(locale, messages).t);
  root.render(<App initialMessages={messages} initialLocale={locale} />);
  return root;
}
