import { useEffect, useState } from 'react';
import { countdown } from '@streams';

/** Seconds left until `untilMs`, re-rendered each second; the stream stops when the page goes or the end changes. */
export function useSecondsLeft(untilMs: number): number {
  const [left, setLeft] = useState(() => Math.max(0, Math.ceil((untilMs - Date.now()) / 1000)));
  useEffect(() => {
    const sub = countdown(untilMs).subscribe(setLeft);
    return () => sub.unsubscribe();
  }, [untilMs]);
  return left;
}
