// A job's orders, page by page until complete; the list shown grows with each page.
import { useCallback, useEffect, useState } from 'react';
import { map } from 'rxjs';
import { fromAbortable } from '@streams';
import { getJobOrders } from '../api/handoverApi';
import { orderFromWire, uniqueByBarcode, type JobOrder } from '../model/orders';
import { JOB_ORDERS_LIMIT } from '../model/paging';
import { jobOrderPages } from '../streams/jobOrderPages';

export type JobOrdersState =
  | { status: 'idle' }
  | { status: 'loading' | 'done'; orders: JobOrder[]; pages: number }
  | { status: 'failed'; orders: JobOrder[]; pages: number; error: unknown };

export function useJobOrders(jobId: number | null): JobOrdersState & { reload: () => void } {
  const [state, setState] = useState<JobOrdersState>({ status: 'idle' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (jobId === null) {
      setState({ status: 'idle' });
      return undefined;
    }
    setState({ status: 'loading', orders: [], pages: 0 });
    const fetchPage = (offset: number, limit: number) => fromAbortable((signal) => getJobOrders(jobId, offset, limit, signal)).pipe(map((page) => page.map(orderFromWire)));
    const sub = jobOrderPages(fetchPage, JOB_ORDERS_LIMIT).subscribe({
      next: (p) => setState({ status: p.complete ? 'done' : 'loading', orders: uniqueByBarcode(p.orders), pages: p.pages }),
      error: (error: unknown) => setState((s) => ({ status: 'failed', orders: 'orders' in s ? s.orders : [], pages: 'pages' in s ? s.pages : 0, error })),
    });
    return () => sub.unsubscribe();
  }, [jobId, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}
