/**
 * Sends a checked bulk post upload: its chunks one after another (30 per shipper), each with its key. A chunk the
 * server answered is written to the draft at once, so after a failure, a 401 or a reload only the chunks not yet
 * answered are sent; a chunk whose answer was lost is sent with the same key and the server gives the first answer.
 * A refused chunk's rows are marked failed with the server's reason. The run does not lead to the outcome itself:
 * the page does, once the stored upload has every chunk answered (model/uploadChunks.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isPortalError, logEvent, normalizeError, showError, usePortal, type CountryConfig, type PortalError } from '@kernel';
import type { ParcelRules } from '@services';
import { postChunk } from '../api/bulkApi';
import type { Chunk } from '../model/chunks';
import { layoutOf } from '../model/columns';
import { chunkRequest } from '../model/postRequest';
import { chunksOf } from '../model/uploadChunks';
import { currentUpload, updateUpload } from '../state/bulkStore';
import type { BulkUpload, RowOutcome } from '../state/bulkDraft';

export type SendPhase =
  | { kind: 'idle' }
  | { kind: 'sending'; chunk: number; chunks: number }
  | { kind: 'stopped'; error: PortalError };

function withOutcomes(upload: BulkUpload, chunk: Chunk, outcomeOf: (i: number) => RowOutcome): BulkUpload {
  const next = { ...upload.outcomes };
  chunk.lines.forEach((line, i) => { next[String(line)] = outcomeOf(i); });
  return { ...upload, outcomes: next };
}

/** An answered chunk: its rows' outcomes and its receipt, in one write, so the chunk is never sent again. */
function record(upload: BulkUpload, chunk: Chunk, outcomes: RowOutcome[], receiptId: number | null): BulkUpload {
  const next = withOutcomes(upload, chunk, (i) => outcomes[i] ?? { status: 'failed', message: '' });
  return { ...next, sent: { ...next.sent, [chunk.key]: { receiptId } } };
}

/** A refused chunk: each of its rows failed with the server's reason; it stays unanswered, to be sent again. */
function refuse(upload: BulkUpload, chunk: Chunk, error: PortalError): BulkUpload {
  const reason: RowOutcome = { status: 'failed', message: error.message ?? '', ...(error.messageId ? { messageId: error.messageId } : {}) };
  return withOutcomes(upload, chunk, () => reason);
}

interface SendContext {
  dpId: number;
  country: CountryConfig;
  rules: ParcelRules;
  live: () => boolean;
  setPhase: (phase: SendPhase) => void;
}

/**
 * The chunks not yet answered, one after another; each answer written to the draft before the next is sent. A refused
 * chunk does not hold back the ones after it (each parcel ends created or failed, and sending again sends exactly the
 * failed ones), except an expired login, which every next chunk would meet too: then the rest waits for the new login.
 */
async function sendChunks({ dpId, country, rules, live, setPhase }: SendContext): Promise<void> {
  const upload = currentUpload();
  if (!upload) return;
  const chunks = chunksOf(upload);
  const province = layoutOf(upload.variant).columns.some((c) => c.key === 'l1_id');
  let refused: PortalError | null = null;
  const stop = (error: PortalError) => {
    showError(error);
    if (live()) setPhase({ kind: 'stopped', error });
  };
  for (const [i, chunk] of chunks.entries()) {
    const now = currentUpload();
    if (!now || !live()) return;
    if (now.sent[chunk.key]) continue;
    setPhase({ kind: 'sending', chunk: i + 1, chunks: chunks.length });
    const shipper = now.shippers[chunk.shipper];
    // The review page sends only when every row's shipper is one of the file's; nothing to send otherwise.
    if (!shipper) { setPhase({ kind: 'idle' }); return; }
    const rows = chunk.lines.map((line) => now.rows.find((r) => r.line === line)).filter((r) => r !== undefined);
    try {
      const answer = await postChunk(chunk.key, chunkRequest(rows, shipper, { dpId, country, rules, province }));
      const outcomes: RowOutcome[] = answer.reservations.map((o) =>
        'reservation' in o ? { status: 'success', trackingId: o.reservation.barcode } : { status: 'failed', message: o.error.message });
      updateUpload((u) => record(u, chunk, outcomes, answer.receipt?.id ?? null));
      logEvent('bulkChunk', { key: chunk.key, created: outcomes.filter((o) => o.status === 'success').length, failed: outcomes.filter((o) => o.status === 'failed').length });
    } catch (e) {
      const error = isPortalError(e) ? e : normalizeError(e);
      updateUpload((u) => refuse(u, chunk, error));
      if (error.invalidToken) { stop(error); return; }
      refused ??= error;
    }
  }
  if (refused) stop(refused);
  else if (live()) setPhase({ kind: 'idle' });
}

export function useBulkSend(rules: ParcelRules | undefined) {
  const { dp, country } = usePortal();
  const [phase, setPhase] = useState<SendPhase>({ kind: 'idle' });
  const live = useRef(true);
  useEffect(() => { live.current = true; return () => { live.current = false; }; }, []);
  // One run at a time: a second click while chunks are going out starts nothing.
  const running = useRef(false);

  const send = useCallback(async () => {
    if (!dp || !rules || running.current) return;
    running.current = true;
    try {
      await sendChunks({ dpId: dp.id, country, rules, live: () => live.current, setPhase });
    } finally {
      running.current = false;
    }
  }, [dp, country, rules]);

  return { phase, send };
}
