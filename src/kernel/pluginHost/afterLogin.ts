import { useEffect, useState } from 'react';
import type { ConfigProblem } from '../config/problems';

// What plugins need once someone is logged in is fetched then, not on the login screen: their catalogs and
// config/forms (checked then). Plugin pages wait for both, so a page opened right after logging in (a deep link)
// never renders with message ids or without its forms.
let gate: Promise<void> = Promise.resolve();

/** Makes plugin pages wait until the returned function is called. */
export function holdPluginPages(): () => void {
  let release: () => void = () => undefined;
  gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return release;
}

/** Resolves when plugin pages may render (at once unless held). */
export function pluginPagesReady(): Promise<void> {
  return gate;
}

/** Set by start-up when it was logged out: loads config/forms once (problems when it is broken), then releases. */
export interface AfterLogin {
  loadForms: () => Promise<ConfigProblem[] | null>;
  release: () => void;
}

/**
 * Once someone is logged in: config/forms is loaded and checked; plugin pages are released when it is fine and the
 * plugins' catalogs are in use. Returns the problems of a broken config/forms (the admin screen shows them), or
 * 'unreachable' when it could not be fetched at all (the network dropped while the portal was starting): that is no
 * admin's to fix, and it is tried again when the browser is back online.
 */
export function useAfterLogin(afterLogin: AfterLogin | undefined, loggedIn: boolean, pluginCatalogsInUse: boolean): ConfigProblem[] | 'unreachable' | null {
  const [forms, setForms] = useState<'ok' | ConfigProblem[] | 'unreachable' | null>(null);
  useEffect(() => {
    if (!afterLogin || !loggedIn) return;
    let live = true;
    const attempt = () => {
      afterLogin.loadForms().then(
        (problems) => live && setForms(problems ?? 'ok'),
        () => {
          if (!live) return;
          setForms('unreachable');
          window.addEventListener('online', attempt, { once: true });
        },
      );
    };
    attempt();
    return () => {
      live = false;
      window.removeEventListener('online', attempt);
    };
  }, [afterLogin, loggedIn]);
  useEffect(() => {
    if (afterLogin && forms === 'ok' && pluginCatalogsInUse) afterLogin.release();
  }, [afterLogin, forms, pluginCatalogsInUse]);
  return Array.isArray(forms) || forms === 'unreachable' ? forms : null;
}
