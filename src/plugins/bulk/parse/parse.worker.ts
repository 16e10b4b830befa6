// The bulk file reader's Web Worker: one file in ({ name, buffer }), its rows or its error out.
import { parseFile } from './parseFile';

interface Ask { id: number; name: string; buffer: ArrayBuffer }

self.onmessage = (event: MessageEvent<Ask>) => {
  const { id, name, buffer } = event.data;
  void parseFile(name, buffer).then(
    (result) => self.postMessage({ id, result }),
    () => self.postMessage({ id, result: { ok: false, error: 'failed' } }),
  );
};
