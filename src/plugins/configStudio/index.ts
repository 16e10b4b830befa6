import { definePlugin } from '@kernel';

export default definePlugin({
  id: 'configStudio',
  description: 'The config studio: country admins open the portal’s config files in the browser, edit them with completion from the schemas, and see every problem of the same check as `npm run config:check`; edits stay in the browser.',
  pages: [{ id: 'configStudio', load: () => import('./pages/StudioPage'), beforeLogin: true, switchedOffBy: 'configStudio', mendsConfig: true }],
  // No `messages`: the kernel loads every plugin's catalog on every page, and the studio's words are needed on its
  // page alone, which loads its own (state/useStudioT.ts).
});
