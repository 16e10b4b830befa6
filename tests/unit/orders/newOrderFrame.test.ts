// The create post page's cold frame says what the page will say: the kept session's kind, or the kind a new session
// starts with; nothing where the page will show an error.
import { describe, expect, it } from 'vitest';
import { newOrderFrame } from '../../../src/plugins/orders/newOrderFrame';
import type { CountryConfig, FrameContext } from '../../../src/kernel';
import sg from '../../../config/countries/sg.json';

const at = (gates: string[], kept?: unknown): FrameContext => ({
  point: null,
  country: sg as unknown as CountryConfig,
  allows: (g) => gates.includes(g),
  kept: (name, version) => (name === 'orders.session' && version === 2 ? kept : undefined),
});
const none = new URLSearchParams();

describe('newOrderFrame', () => {
  it('a new session: post where the point may post, else pack', () => {
    expect(newOrderFrame(none, at(['canPost', 'canPack']))?.title).toBe('orders.new_order.title');
    expect(newOrderFrame(none, at(['canPack']))).toEqual({ title: 'orders.new_order.pack_title', intro: 'orders.new_order.pack_subtitle' });
    expect(newOrderFrame(none, at(['canPost', 'canPack'], { currentSession: null }))?.intro).toBe('orders.new_order.subtitle');
  });

  it('a kept pack session shows pack, though the point may post', () => {
    expect(newOrderFrame(none, at(['canPost', 'canPack'], { currentSession: 'PACK' }))?.title).toBe('orders.new_order.pack_title');
  });

  it('no frame where the page shows an error: a send session, or a kind the point may not start', () => {
    expect(newOrderFrame(none, at(['canPost', 'canPack'], { currentSession: 'SEND' }))).toBeNull();
    expect(newOrderFrame(none, at(['canPost'], { currentSession: 'PACK' }))).toBeNull();
    expect(newOrderFrame(none, at([]))).toBeNull();
  });
});
