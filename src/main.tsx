import type { StartOptions } from './kernel/boot';
import { startLoggedOut } from './kernel/start/startLoggedOut';
import { startPortal } from './kernel/start/startPortal';
import { session } from './kernel/session/store';
import { makeAddressPlain } from './kernel/start/plainAddress';

// Before either start reads the address: `//example.com` is this portal's /example.com, not another site.
makeAddressPlain();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// Logged out, the first screen is the login form, drawn before the rest of the portal loads (a cheap phone at the
// start of a shift); logged in, the portal itself.
const start = (options?: StartOptions) =>
  session.loginInfo ? startPortal(container, options) : startLoggedOut(container, options);

// The simulated API exists only in development and demo builds: VITE_SIMULATOR is a build-time constant, so the
// live build drops this branch and never contains msw or the simulator's chunks.
if (import.meta.env.VITE_SIMULATOR) {
  const simulated = (async () => {
    const [{ startBrowserSimulator }, { pluginManifests }] = await Promise.all([import('./sim/browser'), import('./kernel/pluginHost/registry')]);
    const extra = await Promise.all(pluginManifests().map((p) => p.simulator?.() ?? Promise.resolve({ handlers: [] })));
    await startBrowserSimulator(extra.flatMap((s) => s.handlers));
  })();
  void start({
    noWorkerOnLoginScreen: true,
    beforeRender: async (t, config) => {
      await simulated;
      // A country added to config alone gets its demo point, shippers and zones from its file.
      const { setSimCountries } = await import('./sim/countries');
      setSimCountries(config.countries);
      const { mountDevPanel } = await import('./sim/mountDevPanel');
      mountDevPanel(t);
    },
  });
} else {
  void start();
}
