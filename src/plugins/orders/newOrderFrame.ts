import type { FrameContext, PageFrameDecl } from '@kernel';
import { SESSION_TYPE_GATES } from './model/sessionRules';
import { SESSION_DRAFT_ID } from './state/sessionDraftId';

const POST_TOP: PageFrameDecl = { title: 'orders.new_order.title', intro: 'orders.new_order.subtitle' };
const PACK_TOP: PageFrameDecl = { title: 'orders.new_order.pack_title', intro: 'orders.new_order.pack_subtitle' };

/**
 * The create post page's top at a cold start, as NewOrderPage will draw it: the kept session's kind, or the kind a
 * new session starts with (post where the point may post, else pack). No frame where the page will show an error
 * instead (a session of another kind, or a kind the point may not start).
 */
export function newOrderFrame(_search: URLSearchParams, at: FrameContext): PageFrameDecl | null {
  const kept = at.kept(SESSION_DRAFT_ID.name, SESSION_DRAFT_ID.version) as { currentSession?: unknown } | null | undefined;
  const current = kept && typeof kept === 'object' ? kept.currentSession ?? null : null;
  const kind = current ?? (at.allows(SESSION_TYPE_GATES.POST) ? 'POST' : 'PACK');
  if (kind !== 'POST' && kind !== 'PACK') return null;
  if (!at.allows(SESSION_TYPE_GATES[kind])) return null;
  return kind === 'PACK' ? PACK_TOP : POST_TOP;
}
