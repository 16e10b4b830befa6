import { ChakraProvider } from '@chakra-ui/react';
import { createRoot, type Root } from 'react-dom/client';
import { portalSystem } from '../ui/theme';
import type { ApiClients } from './api/client';
import { onInvalidToken } from './api/invalidToken';
import { loadServedForms, prefetchFormsValidator } from './config/browserConfig';
import type { ReadConfigFile } from './config/load';
import type { ConfigProblem } from './config/problems';
import { formatProblems } from './config/problems';
import { checkStartupConfig, type StartupCheck } from './config/startupCheck';
import { catalogIds, loadMessages, type Messages } from './i18n/catalogs';
import { firstLocale } from './i18n/firstLocale';
import { makeIntl, type Translate } from './i18n/intl';
import { setRuntime } from './runtime';
import { session } from './session/store';
import { App, activeLocale } from './App';
import { ConfigErrorScreen } from './shell/ConfigErrorScreen';
import type { LoadedConfig, Locale } from './types';
import { addEventSink } from './eventLogHook';
import { holdPluginPages } from './pluginHost/afterLogin';
import { declaredFormKinds } from './config/formsCheck';
import { pluginManifests } from './pluginHost/registry';
import { checkPluginNeeds } from './pluginHost/needs';

export { loginWithPassword } from './session/flows';

export interface StartOptions {
  /** Runs once config is valid, before the portal renders (the demo build starts its simulated API here). */
  beforeRender?: (t: Translate, config: LoadedConfig) => Promise<void>;
}

/** What start-up has read before the portal is set up. */
export interface Loaded {
  locale: Locale;
  messages: Messages;
  messageIds: Promise<ReadonlySet<string>>;
  check: StartupCheck;
}

/** The admin's screen: every config problem, file and JSON path, instead of a blank page. */
export function showConfigProblems(root: Root, problems: ConfigProblem[], locale: Locale, messages: Messages): void {
  console.error(formatProblems(problems));
  root.render(
    <ChakraProvider value={portalSystem}>
      <ConfigErrorScreen problems={problems} t={makeIntl(locale, messages).t} />
    </ChakraProvider>,
  );
}

/**
 * Everything between a checked config and the first render: the runtime (config and API clients), the event log,
 * the invalid-token modal, the language in force, config/forms when someone is logged in. Returns what renders the
 * portal, or null when it showed the admin's screen instead. Logged out, config/forms and the plugins' catalogs
 * load after login (pluginHost/afterLogin.ts) and plugin pages wait for them.
 */
export async function preparePortal(root: Root, loaded: Loaded, options: StartOptions = {}): Promise<{ render: () => void } | null> {
  let { locale, messages } = loaded;
  const { check, messageIds } = loaded;
  if (!check.ok) {
    showConfigProblems(root, check.problems, locale, messages);
    return null;
  }
  // A plugin whose service or named gate is missing would fail on its page: the admin sees it here instead.
  const needs = checkPluginNeeds(check.config, pluginManifests());
  if (needs.length > 0) {
    showConfigProblems(root, needs, locale, messages);
    return null;
  }
  if (check.warnings.length > 0) console.warn(formatProblems(check.warnings));
  const plugins = Boolean(session.loginInfo);
  const config = check.config;
  const warnings = [...check.warnings];
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
  if (formsProblems) {
    showConfigProblems(root, formsProblems, locale, messages);
    return null;
  }
  await options.beforeRender?.(makeIntl(locale, messages).t, config);
  const afterLogin = plugins ? undefined : { loadForms, release: holdPluginPages() };
  return {
    render: () => root.render(<App initialMessages={messages} initialLocale={locale} initialWithPlugins={plugins} afterLogin={afterLogin} />),
  };
}

/**
 * Starts the portal: loads the language and config/ in parallel (validated; a broken config renders the admin
 * screen), sets it up and renders it. A logged-out start usually goes through login/startLoggedOut.tsx first, which
 * hands over the config files it read (`read`) and the root it drew the login form in.
 */
export async function startPortal(
  container: HTMLElement,
  options: StartOptions = {},
  handover: { root?: Root; read?: ReadConfigFile } = {},
): Promise<Root> {
  const root = handover.root ?? createRoot(container);
  const locale = firstLocale();
  // Logged out, the login screen needs neither the plugins' catalogs nor config/forms: both load after login.
  const plugins = Boolean(session.loginInfo);
  const messagesLoading = loadMessages(locale, { plugins });
  const messageIds = messagesLoading.then(catalogIds);
  if (!plugins) void import('./shell/LoginPage').catch(() => undefined);
  else prefetchFormsValidator();
  const check = await checkStartupConfig(messageIds, handover.read);
  const messages = await messagesLoading;
  const ready = await preparePortal(root, { locale, messages, messageIds, check }, options);
  ready?.render();
  return root;
}
