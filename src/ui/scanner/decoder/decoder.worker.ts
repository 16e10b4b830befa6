// Decoder worker entry. Created by client.ts with
//   new Worker(new URL('./decoder.worker.ts', import.meta.url), { type: 'module' })
// Nothing imported from here touches `document` or `window`; quagga2's browser bundle reads `window` while it loads,
// which workerWindowShim.ts (imported by quaggaReaders.ts before quagga2) provides.
import { serveDecoder, type WorkerScopeLike } from './host';
import { warmUpInSteps } from './warmUp';

serveDecoder(self as unknown as WorkerScopeLike);
// The worker is started before the camera (useCamera.prepare): use that time to get the decoders compiled, and stop
// as soon as the camera's frames come.
let framesCame = false;
self.addEventListener('message', (event: MessageEvent<{ type?: unknown }>) => {
  if (event.data?.type === 'frame') framesCame = true;
});
warmUpInSteps(() => framesCame);
