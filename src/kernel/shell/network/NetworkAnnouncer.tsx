import { VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/intl';
import { useOnline, useWaitingToSend } from '../../network/hooks';

/** How long a change must hold before it is said: a flapping network or a burst of scans is said once, settled. */
export const SETTLE_MS = 1500;

/**
 * What the operator takes for granted before the region has said anything: online, nothing waiting. The login screen
 * shows no network status, so a network cut while the shell was still loading is a change they have not heard of.
 */
const UNSAID = { online: true, waiting: 0 } as const;

/**
 * The one polite live region for the network status: says what changed (online or offline, how many wait to be
 * sent) once it has held for `settleMs`, and nothing on a render that changed nothing. It starts from `UNSAID`, not
 * from the state it mounts in: opened online with nothing waiting it is silent, but a shell drawn after the network
 * dropped (cut right after login) says so.
 */
export function NetworkAnnouncer({ settleMs = SETTLE_MS }: { settleMs?: number }) {
  const t = useT();
  const online = useOnline();
  const waiting = useWaitingToSend();
  const said = useRef<{ online: boolean; waiting: number }>(UNSAID);
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
