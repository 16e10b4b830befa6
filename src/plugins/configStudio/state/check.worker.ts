// The config studio's check off the page's thread. Started by checkWorker.ts with
//   new Worker(new URL('./check.worker.ts', import.meta.url), { type: 'module' })
// It runs the one check the portal runs at start-up and `npm run config:check` runs in CI (the kernel's
// checkConfigFiles, on the build's precompiled validators), on the page's drafts over the files as the page read
// them, through the studio's own editedReader: the same modules as on the page, nothing copied.
import { checkConfigFiles, readOnce } from '@kernel';
import { editedReader } from './editedSet';
import { serveChecks, type CheckWorkerScope } from './checkWorkerHost';

serveChecks(self as unknown as CheckWorkerScope, (served) => {
  // The drafts of the check that runs; replaced between checks only, never during one.
  let drafts: Readonly<Record<string, string>> = {};
  // One reader for the worker's life: the check redoes only the files whose text changed since its last run with it.
  const read = editedReader({ get: (file) => drafts[file] ?? null }, readOnce(served));
  return (asked) => {
    drafts = asked;
    return checkConfigFiles(read);
  };
});
