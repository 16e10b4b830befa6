/**
 * What a plugin's sender did while the operator was on another page (work sent, or refused with the server's
 * reason): the shell shows it under the header until it is closed or the page that shows that work opens. Texts are message ids
 * of the plugin's catalog; the kernel names no plugin and no page of one.
 */
import { proxy } from 'valtio';

/** A message of a plugin's catalog; a value may itself be a message (a reason the portal words, say). */
export interface NoticeText {
  messageId: string;
  values?: Record<string, string | number | NoticeText>;
}

export interface SentAwayNotice {
  status: 'success' | 'warning';
  /** The first line is the notice's title. */
  lines: NoticeText[];
  /** Route ids of the pages that show this work: the notice links to the first one open and is dropped when one opens. */
  routeIds: string[];
  /** The link's words. */
  link?: NoticeText;
}

/** The notices now shown, one by source (a queue's name). */
export const sentAway = proxy<{ bySource: Record<string, SentAwayNotice> }>({ bySource: {} });

/** Shows (or, with null, drops) the notice of `source`; a newer one replaces it. */
export function noteSentAway(source: string, notice: SentAwayNotice | null): void {
  if (notice) sentAway.bySource[source] = notice;
  else if (source in sentAway.bySource) delete sentAway.bySource[source];
}

/** The notice of `source` still shown, if any (a sender adds to it instead of replacing what is not yet read). */
export function sentAwayNotice(source: string): SentAwayNotice | null {
  return sentAway.bySource[source] ?? null;
}

/** Drops every notice (log-out). */
export function clearSentAway(): void {
  sentAway.bySource = {};
}
