import { defineService } from '@kernel';
import type { SessionType } from './scanSession';
import type { Shipper } from './shipperLookup';

/** The kinds of order that take a sender. */
export type SenderKind = 'POST' | 'PACK';

/** The order session as choosing a sender needs it. */
export interface OrderSenderView {
  currentSession: SessionType | null;
  postSender: Shipper | null;
  packSender: Shipper | null;
}

/** The sender of the order in progress at the counter, for flows that pick a shipper elsewhere (shipper search). */
export interface OrderSender {
  view(): OrderSenderView;
  /** Calls `onChange` after each change of the order session; returns how to stop. */
  subscribe(onChange: () => void): () => void;
  /** Stores the shipper as the sender; a session with no type yet becomes an order of that kind, started now. */
  store(shipper: Shipper, kind: SenderKind): void;
  /** The named gate (config/gates.json) that lets the point start each kind. */
  gates: Readonly<Record<SenderKind, string>>;
}

export const ORDER_SENDER = defineService<OrderSender>('orderSender', 'reads and sets the sender of the post or pack order in progress');
