import type { Root } from 'react-dom/client';
import { startTransition } from 'react';
import { fullSystem } from '../ui/fullSystem';
import { nextTask } from '../ui/nextTask';
import type { ApiClients } from './api/client';
import { onInvalidToken } from './api/invalidToken';
import { loadServedForms, loadServedPluginConfigs } from './config/browserConfig';
import { setPluginConfigs } from './config/pluginConfig';
import type { ConfigProblem } from './config/problems';
import type { ReadConfigFile } from './config/load';
import { showConfigProblems } from './shell/showConfigProblems';
import { formatProblems } from './config/problems';
import type { StartupCheck } from './config/startupCheck';
import { loadMessages, type Messages } from './i18n/catalogs';
import { makeIntl, type Translate } from './i18n/intl';
import { setRuntime } from './runtime';
import { session, sessionCountry } from './session/store';
import { App, activeLocale } from './App';
import type { LoadedConfig, Locale } from './types';
import { addEventSink } from './eventLogHook';
import { holdPluginPages } from './pluginHost/afterLogin';
import { declaredFormKinds } from './config/formsCheck';
import { pluginManifests } from './pluginHost/registry';
import { checkPluginNeeds } from './pluginHost/needs';
import { routeIdHere } from './routing/paths';
import { lazyShell } from './shell/lazyShell';
import { kernelPages } from './kernelPages';
import { pageReady } from './pages';

export { loginWithPassword } from './session/flows';

export interface StartOptions {
  /** Runs once config is valid, before the portal renders (the demo build starts its simulated API here). */
  beforeRender?: (t: Translate, config: LoadedConfig) => Promise<void>;
  /**
   * The login screen leaves the service worker's registration to the caller: the demo build's simulated API registers
   * the same worker as it starts, and msw reloads a page that a worker registered before it does not control yet
   * (reloads while the worker installs, and the login lost).
   */
  noWorkerOnLoginScreen?: boolean;
}

/** What start-up has read before the portal is set up. */
export interface Loaded {
  locale: Locale;
  messages: Messages;
  messageIds: Promise<ReadonlySet<string>>;
  check: StartupCheck;
  /** Whether `messages` holds the plugins' catalogs too (else the portal loads them once someone is logged in). */
  withPlugins: boolean;
  /** How start-up read config/: a broken config's screen reads it again, as served, to find the page that mends it. */
  read?: ReadConfigFile;
}

export { showConfigProblems } from './shell/showConfigProblems';

/**
 * Everything between a checked config and the first render: the runtime (config and API clients), the event log,
 * the invalid-token modal, the language in force. Returns what renders the portal, or null when it showed the
 * admin's screen instead. config/forms is checked beside the first render (after login when logged out), and plugin
 * pages wait for it and for the plugins' catalogs (pluginHost/afterLogin.ts).
 */
export async function preparePortal(root: Root, loaded: Loaded, options: StartOptions = {}): Promise<{ render: () => void } | null> {
  let { locale, messages } = loaded;
  const { check, messageIds } = loaded;
  if (!check.ok) {
    await showConfigProblems(root, check.problems, locale, messages, loaded.read);
    return null;
  }
  // A plugin whose service or named gate is missing would fail on its page: the admin sees it here instead.
  const needs = checkPluginNeeds(check.config, pluginManifests());
  if (needs.length > 0) {
    await showConfigProblems(root, needs, locale, messages, loaded.read);
    return null;
  }
  if (check.warnings.length > 0) console.warn(formatProblems(check.warnings));
  const plugins = loaded.withPlugins;
  const config = check.config;
  const warnings = [...check.warnings];
  let formsOnce: Promise<ConfigProblem[] | null> | null = null;
  // Only the point's country's forms: an operator's pages read no other (`npm run config:check` checks them all, and
  // a start-up that fails on other files lists them all on the admin's screen).
  // The plugins' own config files (config/plugins) are checked in the same step: only plugin pages read them.
  const loadForms = () =>
    (formsOnce ??= Promise.all([messageIds.then((ids) => {
      const country = sessionCountry(session, config.portal.countries);
      return loadServedForms(config, ids, declaredFormKinds(pluginManifests()), country ? [country] : undefined);
    }), loadServedPluginConfigs(pluginManifests())]).then(([forms, own]) => {
      const problems = [...(forms.ok ? [] : forms.problems), ...own.problems];
      // A file that could not be fetched is a dropped network, not a broken file: the portal says so and asks again.
      if (problems.some((p) => p.unreachable)) throw new Error('config/forms could not be fetched');
      if (!forms.ok) return problems;
      if (own.problems.some((p) => p.severity === 'error')) return own.problems;
      setPluginConfigs(own.configs);
      Object.assign(config.forms, forms.forms);
      const fine = [...forms.warnings, ...own.problems];
      if (fine.length > 0) console.warn(formatProblems(fine));
      warnings.push(...fine);
      return null;
    }).catch((e: unknown) => {
      // Not fetched at all (the network dropped): the next call asks again.
      formsOnce = null;
      throw e;
    }));
  let clients: Promise<ApiClients> | null = null;
  const lazyClients = () =>
    (clients ??= import('./api/client').then((m) =>
      m.createClients(config, {
        token: () => session.loginInfo?.accessToken ?? session.pending2fa?.loginInfo.accessToken,
        dpId: () => session.loginInfo?.dpId ?? session.pending2fa?.loginInfo.dpId,
      }),
    ));
  setRuntime({ config, clients: lazyClients, warnings });
  // Logged in, the first page may be a plugin's, which waits for config/forms: asked now, beside the first render.
  if (session.loginInfo) void loadForms().catch(() => undefined);
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
  await options.beforeRender?.(makeIntl(locale, messages).t, config);
  // The design system is built in a task of its own, between the evaluation of the portal's code and its first render.
  await nextTask();
  fullSystem();
  await nextTask();
  // Logged in, the shell and a kernel page (home) are drawn without a fallback first: their code is asked for beside
  // boot's (startPortal.ts), so this rarely waits. A plugin's page is not awaited: it waits for config/forms, which
  // the first draw loads (PageWhenReady.tsx says 'Loading…' meanwhile).
  if (session.loginInfo) {
    const id = routeIdHere(config.routes);
    await Promise.all([lazyShell.ready().catch(() => undefined), id && kernelPages[id] ? pageReady(id) : undefined]);
  }
  const afterLogin = { loadForms, release: holdPluginPages() };
  return {
    // As a transition, React renders the portal in slices that leave the main thread free between them (a cheap
    // phone stays responsive to the first tap) instead of in one long task.
    render: () => startTransition(() => root.render(<App initialMessages={messages} initialLocale={locale} initialWithPlugins={plugins} afterLogin={afterLogin} />)),
  };
}
