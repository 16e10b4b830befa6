// Today's COD releases at this point: the server's list and this device's event log, merged; the log keeps it up to
// date as releases are logged.
import { useEffect, useState } from 'react';
import { eventLog, usePortal, type PortalEvent } from '@kernel';
import { releasedSince } from '../api/collectApi';
import { codTakenFrom, mergeTaken, startOfCountryDay, type CodTaken } from '../model/cashDrawer';

export type CodTakenState =
  | { status: 'loading' }
  | { status: 'failed' }
  /** `serverFailed`: the server's list could not be read; what is shown is this device's record only. */
  | { status: 'ready'; taken: CodTaken[]; serverFailed: boolean };

type Source<T> = { state: 'waiting' } | { state: 'failed' } | { state: 'ok'; value: T };

export function useCodTakenToday(): CodTakenState {
  const { country, dp } = usePortal();
  const dpId = dp?.id ?? null;
  const offset = country.utcOffsetHours;
  const [state, setState] = useState<CodTakenState>({ status: 'loading' });

  useEffect(() => {
    const from = startOfCountryDay(Date.now(), offset);
    const abort = new AbortController();
    let live = true;
    let logged: Source<PortalEvent[]> = { state: 'waiting' };
    let server: Source<CodTaken[]> = { state: 'waiting' };
    const show = () => {
      if (!live || logged.state === 'waiting' || server.state === 'waiting') return;
      if (logged.state === 'failed' && server.state === 'failed') return setState({ status: 'failed' });
      const fromLog = logged.state === 'ok' ? codTakenFrom(logged.value, dpId) : [];
      const fromServer = server.state === 'ok' ? server.value : [];
      setState({ status: 'ready', taken: mergeTaken(fromServer, fromLog), serverFailed: server.state === 'failed' });
    };
    const log = eventLog();
    log.since(from).then(
      (list) => { logged = { state: 'ok', value: [...list, ...(logged.state === 'ok' ? logged.value : [])] }; show(); },
      () => { logged = { state: 'failed' }; show(); },
    );
    const sub = log.events$.subscribe((e) => {
      if (logged.state === 'ok') logged = { state: 'ok', value: [...logged.value, e] };
      show();
    });
    if (dpId === null) server = { state: 'failed' };
    else {
      releasedSince(dpId, from, abort.signal).then(
        (rows) => {
          server = { state: 'ok', value: rows.flatMap((r) => (typeof r.cod_collected === 'number' ? [{ at: r.released_at, trackingId: r.barcode, releasedTo: r.released_to, amount: r.cod_collected }] : [])) };
          show();
        },
        () => { server = { state: 'failed' }; show(); },
      );
    }
    return () => { live = false; abort.abort(); sub.unsubscribe(); };
  }, [dpId, offset]);

  return state;
}
