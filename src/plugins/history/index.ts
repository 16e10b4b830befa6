import { definePlugin, messagesFrom } from '@kernel';
import { ORDER_DOCUMENTS } from '@services';
import { HISTORY_EVENTS } from './events';
import { orderDetailsGets, EVENTS_GATE } from './orderDetailsData';
import { shelfTop } from './shelfTop';
import { HISTORY_TOP } from './historyTop';
import { historyGets } from './historyGets';
import { GRANULAR_GATE } from './model/filters';

export default definePlugin({
  id: 'history',
  description: 'Where is this parcel? Every parcel of the point filtered and searched, its details with the event timeline in the country\'s time, today\'s figures, and the parcel report.',
  // The header's order search opens History with the text in its search box (?q=).
  headerSearch: { route: 'history', param: 'q' },
  pages: [
    // With ?q= the page searches first (the header's search), and shows that instead of its top.
    { id: 'history', load: () => import('./pages/HistoryPage'), frame: (search) => (search.has('q') ? null : HISTORY_TOP), early: historyGets },
    { id: 'orderDetails', load: () => import('./pages/OrderDetailsPage'), early: orderDetailsGets },
    { id: 'dashboard', load: () => import('./pages/DashboardPage') },
    { id: 'payments', load: () => import('./pages/PaymentsPage'), frame: { title: 'payments.title' } },
    { id: 'parcelsInStore', load: () => import('./pages/ParcelsInStorePage'), frame: (_search, at) => shelfTop(at.point) },
  ],
  // Default menu entries (an entry with the same id in config/menus wins).
  menu: [
    { id: 'parcelsInStore', labelId: 'store.menu', icon: 'history', route: 'parcelsInStore', order: 71 },
    { id: 'payments', labelId: 'payments.menu', icon: 'history', route: 'payments', order: 72 },
  ],
  // Named gates of config/gates.json asked in code.
  gates: ['canPost', 'showsCod', GRANULAR_GATE, EVENTS_GATE, 'canPrintAwb'],
  // Air waybills and receipts are the orders plugin's documents.
  requires: [ORDER_DOCUMENTS],
  messages: messagesFrom(import.meta.glob('./messages/*.json')),
  events: HISTORY_EVENTS,
  simulator: import.meta.env.VITE_SIMULATOR ? () => import('./sim') : undefined,
});
