/**
 * One view of every order the simulated server knows by tracking id, seeded or created in this session, for the
 * scan look-up, the receipts and the air waybills.
 */
import type { CountryCode, DeliveryType } from '@kernel';
import { directoryParcel, type DirectoryParcel, type ParcelSource } from '@sim/kit';
import type { ScanLookup } from '../api/types';
import { seedOrders } from './seeds/parcels';
import { countryKey, sim } from './state';

export interface OrderView {
  id: number;
  trackingId: string;
  type: string;
  status: string;
  identifier: ScanLookup['identifier_type'];
  shipperId: number;
  globalShipperId: number;
  shipperName: string;
  to: { name: string; contact: string; address1: string; address2: string; city: string; postcode: string };
  from: { name: string; contact: string; address1: string; address2: string; postcode: string };
  weight: number;
  deliveryType: DeliveryType;
  codValue: number | null;
}

/** An order this simulator made or seeded, else one another simulator keeps (history's parcels, say). */
export function findOrder(country: CountryCode, trackingId: string): OrderView | null {
  const own = findOwnOrder(country, trackingId);
  if (own) return own;
  const other = directoryParcel(country, trackingId, ORDERS_SOURCE);
  return other ? fromDirectory(other) : null;
}

function fromDirectory(p: DirectoryParcel): OrderView {
  return {
    id: p.orderId,
    trackingId: p.trackingId,
    type: p.type,
    status: p.status,
    identifier: 'TRACKING_ID',
    shipperId: 0,
    globalShipperId: 0,
    shipperName: p.shipperName,
    to: { ...p.to, address2: '' },
    from: { ...p.from, address2: '' },
    weight: p.weight,
    deliveryType: p.deliveryType,
    codValue: p.codValue,
  };
}

/** The orders simulator's own orders, as the directory shows them to other simulators. */
export const ORDERS_SOURCE = 'orders';
export const ordersParcelSource: ParcelSource = {
  byTrackingId(country, trackingId) {
    const o = findOwnOrder(country, trackingId);
    if (!o) return null;
    const { id, identifier: _i, shipperId: _s, globalShipperId: _g, to, from, ...rest } = o;
    return { ...rest, orderId: id, to: { name: to.name, contact: to.contact, address1: to.address1, city: to.city, postcode: to.postcode }, from: { name: from.name, contact: from.contact, address1: from.address1, postcode: from.postcode }, receiptId: null };
  },
};

/** An order this simulator made in this run or seeded. */
export function findOwnOrder(country: CountryCode, trackingId: string): OrderView | null {
  const wanted = trackingId.trim().toUpperCase();
  const created = sim.orders.get(countryKey(country, wanted));
  if (created) {
    const { recipient: r, sender: s, shipper } = created;
    return {
      id: created.id,
      trackingId: created.trackingId,
      type: created.type,
      status: 'PENDING_PICKUP',
      identifier: 'TRACKING_ID',
      shipperId: shipper.id,
      globalShipperId: shipper.globalId,
      shipperName: shipper.name,
      to: { name: r.name, contact: r.contact, address1: r.address1, address2: r.address2 ?? '', city: [r.locality, r.city, r.state].filter(Boolean).join(', '), postcode: r.postcode },
      from: s
        ? { name: s.name, contact: s.contact, address1: s.address1, address2: s.address2 ?? '', postcode: s.postcode }
        : { name: shipper.name, contact: shipper.liaisonContact, address1: shipper.liaisonAddress, address2: shipper.liaisonAddress2, postcode: shipper.liaisonPostcode },
      weight: created.weight,
      deliveryType: created.deliveryType,
      codValue: created.codValue,
    };
  }
  const seed = seedOrders(country).find((o) => o.trackingId === wanted);
  if (!seed) return null;
  const { recipient: r, shipper } = seed;
  return {
    id: seed.id,
    trackingId: seed.trackingId,
    type: seed.type,
    status: seed.status,
    identifier: seed.identifier,
    shipperId: shipper.id,
    globalShipperId: shipper.globalId,
    shipperName: shipper.name,
    to: { name: r.name, contact: r.contact, address1: r.address_1, address2: '', city: [r.locality, r.city, r.state].join(', '), postcode: r.postcode },
    from: { name: shipper.name, contact: shipper.liaisonContact, address1: shipper.liaisonAddress, address2: shipper.liaisonAddress2, postcode: shipper.liaisonPostcode },
    weight: seed.weight,
    deliveryType: seed.deliveryType,
    codValue: seed.codValue,
  };
}

/** The scan answer's order object. */
export function scanOrder(order: OrderView): NonNullable<ScanLookup['order']> {
  return {
    id: order.id,
    tracking_id: order.trackingId,
    type: order.type,
    status: order.status,
    shipper_id: order.shipperId,
    global_shipper_id: order.globalShipperId,
    shipper_name: order.shipperName,
    to_name: order.to.name,
    to_contact: order.to.contact,
    to_address1: order.to.address1,
    to_postcode: order.to.postcode,
  };
}
