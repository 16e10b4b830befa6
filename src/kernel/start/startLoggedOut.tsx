import { useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useSnapshot } from 'valtio';
import type { StartOptions } from '../boot';
import { loadFirstConfig } from '../config/firstConfig';
import { readOnce } from '../config/served';
import type { StartupCheck } from '../config/startupCheck';
import { firstLocale } from '../i18n/firstLocale';
import { makeIntl, type Translate } from '../i18n/intl';
import { loadKernelMessages, type Messages } from '../i18n/kernelCatalog';
import { pathOf } from '../routing/paths';
import { session } from '../session/store';
import { errorText } from '../shell/errorText';
import { newVersionServed } from '../shell/version';
import { LoginForm } from './LoginForm';
import { startPortal } from './startPortal';
import { loginTarget } from './loginTarget';

const base = import.meta.env.BASE_URL.replace(/\/$/, '');
const withinBase = (path: string) => (base && path.startsWith(base) ? path.slice(base.length) || '/' : path);

/** After the browser has painted what was committed: work that must not delay the login form. */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

function FirstLogin({ t, ssoUrl, onSubmit, onStart, onShown }: {
  t: Translate; ssoUrl: string | null; onSubmit: (u: string, p: string) => void; onStart: () => void; onShown: () => void;
}) {
  const { loading, loginError } = useSnapshot(session);
  useEffect(onShown, [onShown]);
  return (
    <main id="main" className="lg-page" onFocusCapture={onStart} onInputCapture={onStart}>
      <LoginForm t={t} ssoUrl={ssoUrl} busy={loading} error={loginError ? errorText(t, loginError) : null} onSubmit={onSubmit} />
    </main>
  );
}

/**
 * A logged-out start: the login form is drawn from config/portal.json, the route table and the kernel's catalog
 * alone, with neither the design system nor the rest of the portal loaded. After it is painted, the rest of config/
 * is fetched and checked (a broken config still replaces the form with the admin's screen). The portal's own code
 * starts loading when the operator starts typing, and takes over once the login succeeds. Where the form is not
 * what the location asks for (a public page such as the SSO return), or portal.json or the routes cannot be used,
 * the full start-up runs instead and reports every problem.
 */
export async function startLoggedOut(container: HTMLElement, options: StartOptions = {}): Promise<void> {
  const read = readOnce();
  const guessed = firstLocale();
  const guessedMessages = loadKernelMessages(guessed);
  const first = await loadFirstConfig(read);
  const target = first && loginTarget(first.routes, withinBase(location.pathname), location.search);
  const full = (root?: Root) => startPortal(container, options, { read, ...(root && { root }) });
  if (!first || !target || target.kind === 'portal') {
    await full();
    return;
  }
  const locale = session.locale ?? first.portal.defaultLanguage;
  let messages: Messages;
  try {
    messages = locale === guessed ? await guessedMessages : await loadKernelMessages(locale);
  } catch {
    await full();
    return;
  }
  if (target.from) history.replaceState(null, '', `${base}${target.loginPath}`);
  const root = createRoot(container);
  const t = makeIntl(locale, messages).t;

  // The rest of config/, checked once the form is on screen (what plugins need from it is checked after login).
  let shown: () => void = () => undefined;
  const committed = new Promise<void>((resolve) => { shown = resolve; });
  const messageIds = committed.then(afterPaint).then(() => import('../i18n/messageIds')).then((m) => m.catalogIds(messages));
  if (!options.noWorkerOnLoginScreen) void committed.then(() => import('../pwa/usePortalWorker')).then((m) => m.registerWorkerWhenIdle(locale), () => undefined);
  const checked: Promise<StartupCheck> = messageIds.then(async (ids) => (await import('../config/startupCheck')).checkStartupConfig(ids, read));
  let boot: ReturnType<typeof loadBoot> | null = null;
  const loadBoot = () => import('../boot');
  const portal = () => (boot ??= loadBoot());
  void checked.then(async (check) => {
    if (!check.ok) await (await portal()).showConfigProblems(root, check.problems, locale, messages, read);
  }, () => full(root));
  // The demo build's simulated API starts while the operator types; the login waits for it.
  const beforeLogin = checked.then((check) => (check.ok ? options.beforeRender?.(t, check.config) : undefined));

  let ready: Promise<{ render: () => void } | null> | null = null;
  const submit = async (username: string, password: string) => {
    session.loading = true;
    session.loginError = null;
    try {
      const [app, check] = await Promise.all([portal(), checked, beforeLogin]);
      ready ??= app.preparePortal(root, { locale, messages, messageIds, check, withPlugins: false, read });
      const portalReady = await ready;
      if (!portalReady) return;
      const outcome = await app.loginWithPassword(username, password);
      if (outcome.kind === 'failed') return;
      const next = outcome.kind === 'setup2FA' ? pathOf(first.routes, 'setup2FAForm') : target.from;
      if (next) history.replaceState(null, '', `${base}${next}`);
      portalReady.render();
    } catch {
      // The portal's files would not load: after a deployment the old ones are gone and a reload fixes it.
      boot = null;
      session.loading = false;
      session.loginError = { messageId: (await newVersionServed()) ? 'update_website' : 'loading_chunk_failed', invalidToken: false };
    }
  };
  const ssoUrl = first.portal.sso?.authorizeUrl ?? null;
  root.render(<FirstLogin t={t} ssoUrl={ssoUrl} onSubmit={(u, p) => void submit(u, p)} onStart={() => void portal().catch(() => undefined)} onShown={shown} />);
  document.documentElement.lang = locale;
}
