import { definePlugin, messagesFrom } from '@kernel';
import { HANDOVER_EVENTS } from './events';
import { COMPLETIONS_QUEUE } from './state/completionsQueueName';

export default definePlugin({
  id: 'handover',
  description: 'Parcels handed to and received from drivers: the job’s parcels scanned, the driver’s code or QR, the manifest checked (missing parcels need a reason), completed, and a printable summary.',
  pages: [
    { id: 'toDriver', load: () => import('./pages/ToDriverPage'), frame: { title: 'handover.title_toDriver', intro: 'handover.intro_toDriver' }, worksOffline: true },
    { id: 'fromDriver', load: () => import('./pages/FromDriverPage'), frame: { title: 'handover.title_fromDriver', intro: 'handover.intro_fromDriver' }, worksOffline: true },
    { id: 'driverHandover', load: () => import('./pages/DriverHandoverPage'), frame: { title: 'handover.title_new', intro: 'handover.intro_new' }, worksOffline: true },
  ],
  messages: messagesFrom(import.meta.glob('./messages/*.json')),
  simulator: import.meta.env.VITE_SIMULATOR ? () => import('./sim') : undefined,
  gates: ['canHandToDriver', 'canCustomerCollect', 'newDriverHandover'],
  events: HANDOVER_EVENTS,
  unsentWork: () => import('./state/handoverStore').then((m) => m.unsentReady()),
  // A handover completed offline is sent from any page once the network is back.
  senders: [{ queue: COMPLETIONS_QUEUE, start: () => import('./background/sendCompletions').then((m) => m.startSendingCompletions()) }],
});
