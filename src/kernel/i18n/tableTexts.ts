import { useMemo } from 'react';
import type { DataTableTexts } from '../../ui/table/DataTable';
import { useT } from './intl';

/** The shared data table's words in the operator's language; `empty` defaults to the spec's 'no_data'. */
export function useTableTexts(empty = 'no_data'): DataTableTexts {
  const t = useT();
  return useMemo(() => ({
    loading: t('loading'),
    empty: t(empty),
    error: t('something_went_wrong'),
    retry: t('retry'),
    previous: t('table.previous'),
    next: t('table.next'),
    page: (page: number, pages: number) => t('table.page', { page, pages }),
  }), [t, empty]);
}
