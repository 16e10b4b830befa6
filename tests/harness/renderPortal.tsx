/**
 * Kernel test harness: renders the real portal (real config/, real English catalog, real session flows, real API
 * clients) against the simulated API in msw, with a chosen plugin set, path and logged-in demo account.
 *
 *   const server = setupPortalServer();
 *   afterEach(resetPortal);
 *   await renderPortal({ path: '/settings', plugins: [myPlugin], loggedInAs: 'th-demo' });
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cleanup, configure, render, screen, within, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { App } from '../../src/kernel/App';
import { createClients } from '../../src/kernel/api/client';
import { onInvalidToken } from '../../src/kernel/api/invalidToken';
import { declaredFormKinds } from '../../src/kernel/config/formsCheck';
import { loadConfig } from '../../src/kernel/config/load';
import { formatProblems, type ConfigProblem } from '../../src/kernel/config/problems';
import { loadMessages, type Messages } from '../../src/kernel/i18n/catalogs';
import type { PluginManifest } from '../../src/kernel/pluginHost/definePlugin';
import { clearOperatorDrafts } from '../../src/kernel/persist/drafts';
import { pluginManifests, setPluginsForTest } from '../../src/kernel/pluginHost/registry';
import { setRuntime } from '../../src/kernel/runtime';
import { loginWithPassword } from '../../src/kernel/session/flows';
import { resetSession, session } from '../../src/kernel/session/store';
import type { LoadedConfig, Locale } from '../../src/kernel/types';
import { DEMO_PASSWORD } from '../../src/sim/accounts';
import { resetSimState } from '../../src/sim/control';
import { createTestServer } from '../../src/sim/node';
import { setSimCountries } from '../../src/sim/countries';
import en from '../../src/kernel/messages/en.json';
import { CONFIG_VALIDATORS } from './realConfig';

let configDir = 'config';
let configOnce: Promise<{ config: LoadedConfig; warnings: ConfigProblem[] }> | null = null;
let configFor: { plugins?: PluginManifest[]; catalogs?: ReadonlyArray<Record<string, string>> } = {};

/**
 * Another config folder for this test file (e.g. one with a country added by config alone). `plugins` declare the
 * form kinds it is checked against and `catalogs` add message ids, for a plugin that is not in src/plugins.
 */
export function useConfigDir(dir: string, options: { plugins?: PluginManifest[]; catalogs?: ReadonlyArray<Record<string, string>> } = {}): void {
  configDir = dir;
  configFor = options;
  configOnce = null;
}

async function readConfigFile(rel: string): Promise<string | null> {
  try {
    return await readFile(join(configDir, rel), 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}

// Config may name message ids of any plugin's catalog (the forms use the orders plugin's labels), as in the browser.
const pluginCatalogs = import.meta.glob<Record<string, string>>(['../../src/plugins/**/messages/en.json', '../../src/forms/messages/en.json'], { eager: true, import: 'default' });

function allMessageIds(): Set<string> {
  const catalogs = [...Object.values(pluginCatalogs), ...(configFor.catalogs ?? [])];
  return new Set([...Object.keys(en), ...catalogs.flatMap((c) => Object.keys(c))]);
}


/** The real config/ through the real loader, validated with Ajv; loaded once per test file. */
export function loadRealConfig(): Promise<{ config: LoadedConfig; warnings: ConfigProblem[] }> {
  configOnce ??= loadConfig(readConfigFile, CONFIG_VALIDATORS, allMessageIds(), declaredFormKinds(configFor.plugins ?? pluginManifests())).then((result) => {
    if (!result.ok) throw new Error(`config/ does not load:\n${formatProblems(result.problems)}`);
    return { config: result.config, warnings: result.warnings };
  });
  return configOnce;
}

/**
 * The simulated API for a component test file: listens before the first test (unhandled requests fail the test),
 * resets handlers and event listeners after each (resetPortal resets the sim state), closes after the last. Extra
 * handlers go before the fallback 404.
 */
export function setupPortalServer(extra: RequestHandler[] = []) {
  // A whole portal with lazy chunks on a busy 2-core machine: generous limits, so a slow run is not a red one.
  vi.setConfig({ testTimeout: 60_000 });
  configure({ asyncUtilTimeout: 15_000 });
  const server = createTestServer([
    // The update banner polls the version file: should its request reach msw, answer "no newer version" so the
    // banner stays quiet instead of failing the test as an unhandled request.
    http.get('*/version.json', () => HttpResponse.json({})),
    ...extra,
  ]);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  // The shell, pages and modals are lazy chunks; transforming them once up front keeps the first test's timing
  // like the others' (a cold transform of Chakra's full system takes seconds on a small machine).
  beforeAll(() => warmUp(), 120_000);
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
  return server;
}

function warmUp(): Promise<unknown> {
  return Promise.all([
    import('../../src/kernel/shell/Shell'),
    import('../../src/kernel/shell/ShellModals'),
    import('../../src/kernel/shell/CrashModal'),
    import('../../src/kernel/shell/HomePage'),
    import('../../src/kernel/shell/LoginPage'),
    import('../../src/kernel/shell/SettingsPage'),
    loadRealConfig(),
  ]);
}

export interface RenderPortalOptions {
  /** Where the memory router starts. */
  path?: string;
  /** The plugin set the kernel sees (none by default: only the kernel's own pages). */
  plugins?: PluginManifest[];
  /** A demo account (src/sim/accounts.ts) to log in with, through the real login flow, before rendering. */
  loggedInAs?: string;
  /**
   * The language the operator chose in settings. Unset, the portal follows the point's country (a Thai point
   * shows Thai), as it does for a real operator who never chose.
   */
  locale?: Locale;
  /** Runs after the login and before the first render (e.g. to make the simulated server misbehave). */
  beforeRender?: () => void | Promise<void>;
}

export interface RenderedPortal extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  config: LoadedConfig;
  messages: Messages;
}

let stopInvalidToken: (() => void) | null = null;

/** Renders the whole portal as boot.tsx would, in a memory router. */
export async function renderPortal({ path = '/', plugins = [], loggedInAs, locale, beforeRender }: RenderPortalOptions = {}): Promise<RenderedPortal> {
  const { config, warnings } = await loadRealConfig();
  // As main.tsx does: the simulated server serves every country of the loaded config.
  setSimCountries(config.countries);
  const clients = createClients(config, {
    token: () => session.loginInfo?.accessToken ?? session.pending2fa?.loginInfo.accessToken,
    dpId: () => session.loginInfo?.dpId ?? session.pending2fa?.loginInfo.dpId,
  });
  setRuntime({ config, clients: () => Promise.resolve(clients), warnings });
  stopInvalidToken?.();
  stopInvalidToken = onInvalidToken((error) => {
    session.modal = { kind: 'error', error };
  });
  setPluginsForTest(plugins);
  if (locale) session.locale = locale;
  const messages = await loadMessages('en');

  if (loggedInAs) {
    const outcome = await loginWithPassword(loggedInAs, DEMO_PASSWORD);
    if (outcome.kind !== 'home') {
      throw new Error(`renderPortal: logging in as ${loggedInAs} ended in ${JSON.stringify(outcome)}`);
    }
  }
  await beforeRender?.();

  const user = userEvent.setup();
  const rendered = render(<App initialMessages={messages} initialLocale="en" initialPath={path} />);
  return { ...rendered, user, config, messages };
}

/**
 * The sidebar as an operator reaches it. jsdom has no layout, so Chakra's responsive styles resolve to the phone
 * layout: the desktop column is display:none and the menu lives in the drawer behind 'Open menu'.
 */
export async function openMainMenu(user: RenderedPortal['user']): Promise<HTMLElement> {
  const visible = screen.queryByRole('navigation', { name: 'Main menu' });
  if (visible) return visible;
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
  return within(drawer).getByRole('navigation', { name: 'Main menu' });
}

/** For afterEach: unmounts, logs out, forgets the plugin set and the simulated server's memory. */
export function resetPortal(): void {
  cleanup();
  stopInvalidToken?.();
  stopInvalidToken = null;
  // As a chosen log-out does: the operator's drafts go and every flow's live copy reads them again, so a test does
  // not start on the state the one before it left in memory (a completed handover, say).
  clearOperatorDrafts();
  resetSession();
  session.locale = null;
  setPluginsForTest(null);
  resetSimState();
  setRuntime(null);
}
