import { definePlugin, messagesFrom, provide } from '@kernel';
import { ORDER_SENDER, PARCEL_PRICING, PARCEL_RULES, SHIPPER_LOOKUP } from '@services';
import { SHIPPER_EVENTS } from './events';
import { SHIPPER_FORM_KINDS } from './forms/kinds';

export default definePlugin({
  id: 'shippers',
  description: 'Shippers at the counter: find a shipper and make it the sender of an order, sign up a new shipper, and quote a parcel’s rate.',
  pages: [
    { id: 'shipperSearch', load: () => import('./search/ShipperSearchPage'), frame: { title: 'shipper_search.title', intro: 'shipper_search.subtitle' } },
    { id: 'shipperCreate', load: () => import('./create/ShipperCreatePage') },
    { id: 'rateCalculator', load: () => import('./rates/RateCalculatorPage'), frame: { title: 'rates.title', intro: 'rates.subtitle' } },
  ],
  // Each area (search, sign-up, rates, the picker) keeps its own catalog folder; a language's catalogs merge.
  messages: messagesFrom(import.meta.glob('./**/messages/*.json')),
  simulator: import.meta.env.VITE_SIMULATOR ? () => import('./sim') : undefined,
  // The shipper lookup bulk, handover, collect and orders' sender picker use, loaded when first asked.
  provides: [provide(SHIPPER_LOOKUP, () => import('./services/shipperLookup').then((m) => m.shipperLookup))],
  // Search sets the sender of the order in progress; the rate calculator prices a parcel as the order page does.
  requires: [ORDER_SENDER, PARCEL_PRICING, PARCEL_RULES],
  forms: SHIPPER_FORM_KINDS,
  events: SHIPPER_EVENTS,
});
