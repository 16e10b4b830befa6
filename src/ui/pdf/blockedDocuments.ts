import { proxy } from 'valtio';

/** A document whose tab the browser refused: kept as a link until the operator takes or dismisses it. */
export interface BlockedDocument {
  id: number;
  fileName: string;
  url: string;
}

let nextId = 1;

/** Documents waiting for a click; the shell shows them, so a blocked pop-up never loses a receipt. */
export const blockedDocuments = proxy<{ list: BlockedDocument[] }>({ list: [] });

/** At most this many links are kept: an operator who ignores them should not pile up memory. */
const KEEP = 5;

export function holdBlockedDocument(fileName: string, pdf: Blob): void {
  const url = URL.createObjectURL(pdf);
  blockedDocuments.list.push({ id: nextId++, fileName, url });
  while (blockedDocuments.list.length > KEEP) release(blockedDocuments.list[0]?.id ?? -1);
}

export function release(id: number): void {
  const index = blockedDocuments.list.findIndex((d) => d.id === id);
  const doc = blockedDocuments.list[index];
  if (!doc) return;
  URL.revokeObjectURL(doc.url);
  blockedDocuments.list.splice(index, 1);
}

/** Log-out: the next operator on this browser must not find the last one's documents. */
export function releaseAll(): void {
  for (const doc of [...blockedDocuments.list]) release(doc.id);
}
