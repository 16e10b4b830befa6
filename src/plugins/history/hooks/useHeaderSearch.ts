import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRouteNavigate } from '@kernel';
import { searchTracking } from '../api/historyApi';
import { URL_KEYS } from '../model/filters';

/** Where the header's order search lands: `?q=` is looked up; one order with that id opens its details. */
export function useHeaderSearch(): { searching: string | null; notFound: string | null } {
  const [search, setSearch] = useSearchParams();
  const navigate = useRouteNavigate();
  const q = (search.get('q') ?? '').trim();
  const [notFound, setNotFound] = useState<string | null>(null);
  useEffect(() => {
    if (!q) return undefined;
    const controller = new AbortController();
    const toList = (found: boolean) => {
      setNotFound(found ? null : q);
      setSearch({ [URL_KEYS.query]: q }, { replace: true });
    };
    searchTracking(q, controller.signal).then((matches) => {
      const id = q.toUpperCase();
      const exact = matches.filter((m) => m.tracking_id === id || m.stamp_id === id);
      const only = exact.length === 1 ? exact[0] : matches.length === 1 ? matches[0] : undefined;
      if (only) navigate('orderDetails', { id: only.order_id }, { replace: true });
      else toList(matches.length > 0);
    }, () => {
      if (!controller.signal.aborted) toList(true);
    });
    return () => controller.abort();
  }, [q, navigate, setSearch]);
  return { searching: q || null, notFound };
}
