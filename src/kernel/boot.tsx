import { ChakraProvider } from '@chakra-ui/react';
import { createRoot, type Root } from 'react-dom/client';
import { portalSystem } from '../ui/theme';
import type { ApiClients } from './api/client';
import { onInvalidToken } from './api/invalidToken';
import { loadServedConfig, loadServedForms, prefetchFormsValidator, servedFormFileProblems } from './config/browserConfig';
import type { ConfigProblem } from './config/problems';
import { formatProblems } from './config/problems';
import { catalogIds, loadMessages } from './i18n/catalogs';
import { makeIntl, type Translate } from './i18n/intl';
import { isLocale } from './i18n/locales';
import { setRuntime } from './runtime';
import { session } from './session/store';
import { App, activeLocale } from './App';
import { ConfigErrorScreen } from './shell/ConfigErrorScreen';
import type { LoadedConfig, Locale } from './types';
import { addEventSink } from './eventLogHook';
import { holdPluginPages } from './pluginHost/afterLogin';
import { checkPluginNeeds } from './pluginHost/needs';
import { declaredFormKinds } from './config/formsCheck';
import { pluginManifests } from './pluginHost/registry';

function firstLocale(): Locale {
  if (session.locale) return session.locale;
  const nav = (navigator.language || 'en').slice(0, 2).toLowerCase();
  return isLocale(nav) ? nav : 'en';
}

/**
 * Starts the portal: loads the language, then config/ (validated; a broken config renders the admin screen),
 * then the API clients and, in demo builds, the simulated API; then renders the app.
 */
export async function startPortal(
  container: HTMLElement,
  options: { beforeRender?: (t: Translate, config: LoadedConfig) => Promise<void> } = {},
): Promise<Root> {
  const root = createRoot(container);
  let locale = firstLocale();
  // Language, config files and (when logged out) the login page load in parallel: one round trip, not three.
  // Logged out, the login screen needs neither the plugins' catalogs nor config/forms: both load after login
  // (pluginHost/afterLogin.ts); the plugins' message ids are known without their catalogs.
  const plugins = Boolean(session.loginInfo);
  const messagesLoading = loadMessages(locale, { plugins });
  const messageIds = messagesLoading.then(catalogIds);
  if (!plugins) void import('./shell/LoginPage').catch(() => undefined);
  else prefetchFormsValidator();
  const result = await loadServedConfig(messageIds);
  let messages = await messagesLoading;
  const showProblems = (problems: ConfigProblem[]) => {
    console.error(formatProblems(problems));
    root.render(
      <ChakraProvider value={portalSystem}>
        <ConfigErrorScreen problems={problems} t={makeIntl(locale, messages).t} />
      </ChakraProvider>,
    );
    return root;
  };
  if (!result.ok) {
    // The forms are otherwise checked after login; with the portal stopped here, list their problems too.
    const forms = result.portal ? await servedFormFileProblems(result.portal) : [];
    return showProblems([...result.problems, ...forms]);
  }
  // A plugin whose service or named gate is missing would fail on its page: the admin sees it here instead.
  const needs = checkPluginNeeds(result.config, pluginManifests());
  if (needs.length > 0) return showProblems(needs);
  if (result.warnings.length > 0) console.warn(formatProblems(result.warnings));
  const config = result.config;
  const warnings = [...result.warnings];
  let formsOnce: Promise<ConfigProblem[] | null> | null = null;
  const loadForms = () =>
    (formsOnce ??= messageIds.then((ids) => loadServedForms(config, ids, declaredFormKinds(pluginManifests()))).then((forms) => {
      if (!forms.ok) return forms.problems;
      Object.assign(config.forms, forms.forms);
      if (forms.warnings.length > 0) console.warn(formatProblems(forms.warnings));
      warnings.push(...forms.warnings);
      return null;
    }));
  const formsLoading = plugins ? loadForms() : null;
  let clients: Promise<ApiClients> | null = null;
  const lazyClients = () =>
    (clients ??= import('./api/client').then((m) =>
      m.createClients(config, {
        token: () => session.loginInfo?.accessToken ?? session.pending2fa?.loginInfo.accessToken,
        dpId: () => session.loginInfo?.dpId ?? session.pending2fa?.loginInfo.dpId,
      }),
    ));
  setRuntime({ config, clients: lazyClients, warnings });
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
    messages = await loadMessages(locale, { plugins });
  }
  const formsProblems = await formsLoading;
  if (formsProblems) return showProblems(formsProblems);
  await options.beforeRender?.(makeIntl(locale, messages).t, result.config);
  const afterLogin = plugins ? undefined : { loadForms, release: holdPluginPages() };
  root.render(<App initialMessages={messages} initialLocale={locale} initialWithPlugins={plugins} afterLogin={afterLogin} />);
  return root;
}
