import { createRoot, type Root } from 'react-dom/client';
import type { StartOptions } from '../boot';
import { loadFirstConfig, startupFiles } from '../config/firstConfig';
import { loadKernelMessages } from '../i18n/kernelCatalog';
import { kernelFrames } from '../kernelFrames';
import { kernelPages } from '../kernelPages';
import type { ReadConfigFile } from '../config/load';
import { readOnce } from '../config/served';
import { firstLocale } from '../i18n/firstLocale';
import { routeIdHere } from '../routing/paths';
import { session } from '../session/store';
import { afterPaint } from '../../ui/afterPaint';
import { makeIntl } from '../i18n/intl';
import { newVersionServed } from '../shell/version';
import { renderStartProblem } from './StartProblem';

/**
 * Starts the portal itself (logged in, or a public page such as the SSO return): the portal's code, the language,
 * config/ and the page asked for are all fetched at once, not one after the other, then boot.tsx sets the portal up
 * (a broken config renders the admin's screen) and renders it. Meanwhile a start on home draws home plain
 * (drawHomeFrame.tsx), and one on a page that declares its top (a plugin's manifest, kernelFrames.ts) draws that
 * (drawPageFrame.tsx); the portal replaces either. A logged-out start that drew the login form (startLoggedOut.tsx)
 * hands over the config files it read and its root.
 */
export async function startPortal(container: HTMLElement, options: StartOptions = {}, handover: { root?: Root; read?: ReadConfigFile } = {}): Promise<void> {
  const read = handover.read ?? readOnce();
  const locale = firstLocale();
  // Logged out, the first screen needs neither the plugins' catalogs nor config/forms: the portal loads both once
  // someone is logged in, and plugin pages wait for them (pluginHost/afterLogin.ts). Logged in on a plugin page, both
  // are asked for at once (below and in boot.tsx).
  const plugins = Boolean(session.loginInfo);
  const root = handover.root ?? createRoot(container);
  // Imported once here: a later `.then` on these runs at once, where a new import() would wait for a free task.
  const catalogs = import('../i18n/catalogs');
  const registry = plugins ? import('../pluginHost/registry') : null;
  const messagesLoading = catalogs.then((m) => m.loadMessages(locale, { plugins: false }));
  const messageIds = Promise.all([messagesLoading, import('../i18n/messageIds')]).then(([messages, m]) => m.catalogIds(messages));
  const check = import('../config/startupCheck').then((m) => m.checkStartupConfig(messageIds, read));
  // portal.json and the route table are preloaded by index.html: the other config files are asked for at once.
  const first = plugins ? loadFirstConfig(read).catch(() => null) : Promise.resolve(null);
  const routeId = first.then((f) => {
    if (!f) return null;
    for (const file of startupFiles(f.portal)) void read(file).catch(() => undefined);
    return routeIdHere(f.routes);
  });
  // A plugin's page renders only with the plugins' catalogs (pluginHost/afterLogin.ts), and home's tiles are the
  // plugins' menu entries, named in them: opened cold, they are asked beside config, not after the first render
  // (on a later visit at 4x CPU, home waited 0.7 s for them).
  const onPluginPage = routeId.then((id) => Boolean(id && (!kernelPages[id] || id === 'home')));
  const fullMessages = Promise.all([onPluginPage, catalogs]).then(([yes, m]) => (yes ? m.loadMessages(locale) : null)).catch(() => null);
  const pluginPage = Promise.all([routeId, registry]).then(([id, m]) => (id && m ? m.pluginManifests().flatMap((p) => p.pages).find((p) => p.id === id) : undefined));
  const pageFrame = Promise.all([routeId, pluginPage]).then(([id, page]) => page?.frame ?? (id ? kernelFrames[id] : undefined));
  // The page's opening GETs go out once config is checked, beside its code, not after its first render.
  const asker = pluginPage.then((page) => (page?.early ? import('./askPageData') : null));
  void Promise.all([check, routeId, pluginPage, asker]).then(([checked, id, page, m]) => {
    if (m && checked.ok && id && page?.early) m.askPageData(checked.config, id, page.early);
  }).catch(() => undefined);
  // Home, and a page that declares its top, are drawn plain first, from checked config and the catalogs
  // (drawHomeFrame.tsx, drawPageFrame.tsx); the portal's code, most of the bytes, is asked for once that frame is on
  // screen, so on a slow line the two do not share it. Elsewhere the portal's code and the page asked for are fetched
  // at once, beside config.
  const frame: { redraw: ((problem: string) => void) | null } = { redraw: null };
  const painted = () => (frame.redraw ? new Promise<void>(afterPaint) : undefined);
  const framed: Promise<unknown> = routeId.then((id) => {
    if (id === 'home') {
      return Promise.all([check, messagesLoading, import('./drawHomeFrame')]).then(([checked, messages, m]) => {
        frame.redraw = checked.ok ? m.drawHomeFrame(root, checked.config, locale, messages) : null;
        return painted();
      });
    }
    return pageFrame.then((decl) => (!decl || !id ? undefined : Promise.all([check, kernelPages[id] ? messagesLoading : fullMessages, import('./drawPageFrame')]).then(([checked, messages, m]) => {
      frame.redraw = checked.ok && messages ? m.drawPageFrame(root, checked.config, locale, messages, id, decl) : null;
      return painted();
    })));
  }).catch(() => undefined);
  const boot = plugins ? framed.then(() => import('../boot')) : import('../boot');
  if (plugins) {
    void loadKernelMessages(locale).catch(() => undefined);
    void framed.then(() => import('../shell/Shell')).catch(() => undefined);
    void Promise.all([routeId, framed, pluginPage]).then(([id, , page]) => {
      if (!id) return;
      const kernelPage = kernelPages[id];
      // The page's loader straight from the manifests, so its chunk is asked now, not once the shell has arrived.
      if (kernelPage) void kernelPage().catch(() => undefined);
      else void page?.load().catch(() => undefined);
    }).catch(() => undefined);
  } else {
    void import('../shell/LoginPage').catch(() => undefined);
  }
  let app: Awaited<typeof boot>;
  try {
    app = await boot;
  } catch {
    // The portal's files would not load: after a deployment the old ones are gone and a reload fixes it.
    const messageId = (await newVersionServed()) ? 'update_website' : 'loading_chunk_failed';
    if (frame.redraw) frame.redraw(messageId);
    else renderStartProblem(root, makeIntl(locale, await loadKernelMessages(locale)).t, messageId);
    return;
  }
  const { preparePortal } = app;
  const [checked, messages, full] = await Promise.all([check, messagesLoading, fullMessages]);
  const ready = await preparePortal(root, { locale, messages: full ?? messages, messageIds, check: checked, withPlugins: Boolean(full), read }, options);
  ready?.render();
}
