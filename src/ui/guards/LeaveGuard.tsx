import { useBlocker } from 'react-router-dom';
import { ConfirmDiscard, type DiscardTexts } from './ConfirmDiscard';

/**
 * Leaving a page with work not yet sent asks first (part 1 §2: parcels scanned but not checked in): go back, or leave
 * and lose it. Only a move to another page is held; a change of the query on the same page is not.
 */
export function LeaveGuard({ when, texts, onLeave }: { when: boolean; texts: DiscardTexts; onLeave: () => void }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  return (
    <ConfirmDiscard open={blocker.state === 'blocked'} texts={texts} onCancel={() => blocker.reset?.()}
      onConfirm={() => { onLeave(); blocker.proceed?.(); }} />
  );
}
