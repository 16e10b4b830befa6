import { useBlocker } from 'react-router-dom';
import { ConfirmDiscard, type DiscardTexts } from './ConfirmDiscard';

/**
 * The navigation state of a move that was asked about already (a log-out that listed the unsent work): no page's
 * guard asks a second time.
 */
export const UNGUARDED_NAVIGATION = { unguarded: true } as const;

const isUnguarded = (state: unknown) => typeof state === 'object' && state !== null && (state as { unguarded?: unknown }).unguarded === true;

/**
 * Leaving a page with work not yet sent asks first (part 1 §2: parcels scanned but not checked in): go back, or leave
 * and lose it. Only a move to another page is held; a change of the query on the same page is not.
 */
export function LeaveGuard({ when, texts, onLeave }: { when: boolean; texts: DiscardTexts; onLeave: () => void }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname && !isUnguarded(nextLocation.state));
  return (
    <ConfirmDiscard open={blocker.state === 'blocked'} texts={texts} onCancel={() => blocker.reset?.()}
      onConfirm={() => { onLeave(); blocker.proceed?.(); }} />
  );
}
