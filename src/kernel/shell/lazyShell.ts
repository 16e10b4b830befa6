import { withTimeout } from '../pages';
import { readyLazy } from '../readyLazy';

// The shell, its menu and modals need the full Chakra system: loaded after login, not on the login screen. A logged-in
// start awaits `ready()` before its first draw (boot.tsx), so the shell is drawn without a fallback first.
export const lazyShell = readyLazy(withTimeout(() => import('./Shell')));
