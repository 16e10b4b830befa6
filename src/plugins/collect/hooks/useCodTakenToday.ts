// Today's COD releases at this point, from the event log: read once, then kept up to date as releases are logged.
import { useEffect, useState } from 'react';
import { eventLog, usePortal, type PortalEvent } from '@kernel';
import { codTakenFrom, startOfCountryDay, type CodTaken } from '../model/cashDrawer';

export type CodTakenState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; taken: CodTaken[] };

export function useCodTakenToday(): CodTakenState {
  const { country, dp } = usePortal();
  const dpId = dp?.id ?? null;
  const offset = country.utcOffsetHours;
  const [state, setState] = useState<CodTakenState>({ status: 'loading' });

  useEffect(() => {
    const log = eventLog();
    let live = true;
    let seen: PortalEvent[] = [];
    const show = () => setState({ status: 'ready', taken: codTakenFrom(seen, dpId) });
    log.since(startOfCountryDay(Date.now(), offset)).then(
      (list) => { if (!live) return; seen = [...list, ...seen]; show(); },
      () => { if (live) setState({ status: 'failed' }); },
    );
    const sub = log.events$.subscribe((e) => { seen = [...seen, e]; if (live) show(); });
    return () => { live = false; sub.unsubscribe(); };
  }, [dpId, offset]);

  return state;
}
