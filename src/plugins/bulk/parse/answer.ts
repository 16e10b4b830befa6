// The message loop both readers' Web Workers share: one file in ({ id, name, buffer }), its rows or its error out.
import type { ParseResult } from './result';

interface Ask { id: number; name: string; buffer: ArrayBuffer }

export function answerFiles(read: (name: string, buffer: ArrayBuffer) => Promise<ParseResult>): void {
  self.onmessage = (event: MessageEvent<Ask>) => {
    const { id, name, buffer } = event.data;
    void read(name, buffer).then(
      (result) => self.postMessage({ id, result }),
      () => self.postMessage({ id, result: { ok: false, error: 'failed' } }),
    );
  };
}
