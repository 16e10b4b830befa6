/** The order session's draft: its name and shape version (orderSession.ts), also read by the page's cold frame. */
export const SESSION_DRAFT_ID = { name: 'orders.session', version: 2 } as const;
