import type { PageFrameDecl } from '@kernel';

/** History's heading and search field, drawn by a cold start before the portal's code; the page carries on with it. */
export const HISTORY_TOP: PageFrameDecl = {
  title: 'history.title',
  search: { name: 'history.search', label: 'history.search', placeholder: 'history.search_placeholder' },
};
