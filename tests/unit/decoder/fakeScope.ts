// A stand-in for the decoder worker's global scope: what the worker posts, and a way to send it messages.
import type { WorkerScopeLike } from '../../../src/ui/scanner/decoder/host';
import type { PageToWorkerMessage, WorkerToPageMessage } from '../../../src/ui/scanner/decoder/protocol';

export function fakeScope() {
  const posted: WorkerToPageMessage[] = [];
  let listener: ((event: { data: unknown }) => void) | null = null;
  const scope: WorkerScopeLike = {
    postMessage: (message) => posted.push(message),
    addEventListener: (_type, l) => { listener = l; },
  };
  return { scope, posted, send: (data: PageToWorkerMessage) => listener?.({ data }) };
}
