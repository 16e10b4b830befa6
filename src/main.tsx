import { startPortal } from './kernel/boot';
import { pluginManifests } from './kernel/pluginHost/registry';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// The simulated API exists only in development and demo builds: VITE_SIMULATOR is a build-time constant, so the
// live build drops this branch and never contains msw or the simulator's chunks.
if (import.meta.env.VITE_SIMULATOR) {
  const simulated = (async () => {
    const { startBrowserSimulator } = await import('./sim/browser');
    const extra = await Promise.all(pluginManifests().map((p) => p.simulator?.() ?? Promise.resolve({ handlers: [] })));
    await startBrowserSimulator(extra.flatMap((s) => s.handlers));
  })();
  void startPortal(container, {
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
  void startPortal(container);
}
