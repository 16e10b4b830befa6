import { createRoot, type Root } from 'react-dom/client';
import type { StartOptions } from '../boot';
import { loadFirstConfig, startupFiles } from '../config/firstConfig';
import { loadKernelMessages } from '../i18n/kernelCatalog';
import { kernelPages } from '../kernelPages';
import type { ReadConfigFile } from '../config/load';
import { readOnce } from '../config/served';
import { firstLocale } from '../i18n/firstLocale';
import { pathMatches } from '../routing/paths';
import { session } from '../session/store';

/**
 * Starts the portal itself (logged in, or a public page such as the SSO return): the portal's code, the language,
 * config/ and the page asked for are all fetched at once, not one after the other, then boot.tsx sets the portal up
 * (a broken config renders the admin's screen) and renders it. A logged-out start that drew the login form
 * (startLoggedOut.tsx) hands over the config files it read and its root.
 */
export async function startPortal(container: HTMLElement, options: StartOptions = {}, handover: { root?: Root; read?: ReadConfigFile } = {}): Promise<void> {
  const read = handover.read ?? readOnce();
  const locale = firstLocale();
  // The first screen needs neither the plugins' catalogs nor config/forms: the portal loads both once it is drawn
  // and someone is logged in, and plugin pages wait for them (pluginHost/afterLogin.ts).
  const plugins = Boolean(session.loginInfo);
  const boot = import('../boot');
  const messagesLoading = import('../i18n/catalogs').then((m) => m.loadMessages(locale, { plugins: false }));
  const messageIds = Promise.all([messagesLoading, import('../i18n/messageIds')]).then(([messages, m]) => m.catalogIds(messages));
  const check = import('../config/startupCheck').then((m) => m.checkStartupConfig(messageIds, read));
  if (plugins) {
    void import('../shell/Shell').catch(() => undefined);
    void loadKernelMessages(locale).catch(() => undefined);
    // portal.json and the route table are preloaded by index.html: the other config files and the page asked for
    // are asked for at once, beside the portal's code, instead of after it arrived and ran.
    void loadFirstConfig(read).then(async (first) => {
      if (!first) return;
      for (const file of startupFiles(first.portal)) void read(file).catch(() => undefined);
      const path = location.pathname.slice(import.meta.env.BASE_URL.length - 1) || '/';
      const route = first.routes.find((r) => pathMatches(r.path, path));
      if (!route) return;
      const kernelPage = kernelPages[route.id];
      if (kernelPage) void kernelPage().catch(() => undefined);
      else (await import('../pages')).preloadPage(route.id);
    }).catch(() => undefined);
  } else {
    void import('../shell/LoginPage').catch(() => undefined);
  }
  const [{ preparePortal }, checked, messages] = await Promise.all([boot, check, messagesLoading]);
  const root = handover.root ?? createRoot(container);
  const ready = await preparePortal(root, { locale, messages, messageIds, check: checked, withPlugins: false }, options);
  ready?.render();
}
