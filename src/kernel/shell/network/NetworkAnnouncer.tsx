import { VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/intl';
import { useOnline, useWaitingToSend } from '../../network/hooks';

/** How long a change must hold before it is said: a flapping network or a burst of scans is said once, settled. */
export const SETTLE_MS = 1500;

/**
 * The one polite live region for the network status: says what changed (online or offline, how many wait to be
 * sent) once it has held for `settleMs`, nothing on mount and nothing on a render that changed nothing.
 */
export function NetworkAnnouncer({ settleMs = SETTLE_MS }: { settleMs?: number }) {
  const t = useT();
  const online = useOnline();
  const waiting = useWaitingToSend();
  const said = useRef({ online, waiting });
  const tRef = useRef(t);
  tRef.current = t;
  const [message, setMessage] = useState({ text: '', seq: 0 });

  useEffect(() => {
    const before = said.current;
    if (before.online === online && before.waiting === waiting) return undefined;
    const timer = setTimeout(() => {
      const parts: string[] = [];
      if (before.online !== online) parts.push(tRef.current(online ? 'network.announce_online' : 'network.announce_offline'));
      if (before.waiting !== waiting) parts.push(tRef.current('network.announce_waiting', { count: waiting }));
      said.current = { online, waiting };
      setMessage((m) => ({ text: parts.join(' '), seq: m.seq + 1 }));
    }, settleMs);
    return () => clearTimeout(timer);
  }, [online, waiting, settleMs]);

  return (
    // Named, so a page's own unnamed status region stays the one its tests and tools find by role.
    <VisuallyHidden role="status" aria-live="polite" aria-atomic aria-label={t('network.status_label')} data-testid="network-announcer">
      {/* A new node for each message: the same words said again later (offline twice) are still read. */}
      {message.text && <span key={message.seq}>{message.text}</span>}
    </VisuallyHidden>
  );
}
