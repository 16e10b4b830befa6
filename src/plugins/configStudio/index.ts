import { definePlugin, messagesFrom } from '@kernel';

export default definePlugin({
  id: 'configStudio',
  description: 'The config studio: country admins open the portal’s config files in the browser, edit them with completion from the schemas, and see every problem of the same check as `npm run config:check`; edits stay in the browser.',
  pages: [{ id: 'configStudio', load: () => import('./pages/StudioPage'), beforeLogin: true, switchedOffBy: 'configStudio', mendsConfig: true }],
  messages: messagesFrom(import.meta.glob('./messages/*.json')),
});
