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
  let messages = await loadMessages(locale);
  const result = await loadServedConfig(new Set(Object.keys(messages)));
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
