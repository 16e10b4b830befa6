// Chromium with a Y4M clip as its camera. The clip path is a browser launch argument, so it is set per spec file by
// overriding the worker-scoped `launchOptions` fixture: the override makes the clip first (bwip-js renders
// asynchronously) and then adds the camera flags to the config's args. Each spec file that calls this gets its own
// workers (a different worker fixture), hence its own browser with its own clip.
import { test as base, type Page } from '@playwright/test';
import { symbolClip, type SymbolClip } from './y4m';

/** Chromium flags that play `clip` as the camera and grant the camera without a prompt. */
export function cameraArgs(clip: string, { autoAccept = true }: { autoAccept?: boolean } = {}): string[] {
  return [
    ...(autoAccept ? ['--use-fake-ui-for-media-stream'] : []),
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${clip}`,
  ];
}

/** A `test` whose browser plays the given symbol clip as its camera; contexts get the camera permission. */
export function testWithCamera(clip: SymbolClip) {
  return base.extend<object, { cameraClip: string }>({
    cameraClip: [async ({}, use) => { await use(await symbolClip(clip)); }, { scope: 'worker' }],
    launchOptions: [async ({ launchOptions, cameraClip }, use) => {
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), ...cameraArgs(cameraClip)] });
    }, { scope: 'worker' }],
    permissions: async ({}, use) => { await use(['camera']); },
  });
}

/**
 * Keeps every stream getUserMedia hands out in `window.__streams`, so a test can check afterwards that every camera
 * track was stopped. Run before the first navigation.
 */
export async function recordStreams(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __streams: MediaStream[] };
    w.__streams = [];
    const md = navigator.mediaDevices;
    if (!md?.getUserMedia) return;
    const original = md.getUserMedia.bind(md);
    md.getUserMedia = async (constraints?: MediaStreamConstraints) => {
      const stream = await original(constraints);
      w.__streams.push(stream);
      return stream;
    };
  });
}

/** Track states of every recorded stream, e.g. [['live'], ['ended']]. */
export function streamStates(page: Page): Promise<string[][]> {
  return page.evaluate(() =>
    ((window as unknown as { __streams?: MediaStream[] }).__streams ?? []).map((s) => s.getTracks().map((t) => t.readyState)),
  );
}

/**
 * A `test` whose browser has a (fake) camera but nobody to allow it: no --use-fake-ui-for-media-stream and no camera
 * permission on the context, so getUserMedia is refused (NotAllowedError) as when the operator blocks the camera.
 */
export function testWithCameraDenied() {
  return base.extend({
    launchOptions: [async ({ launchOptions }, use) => {
      const args = (launchOptions.args ?? []).filter((a) => !a.startsWith('--use-fake-ui-for-media-stream'));
      await use({ ...launchOptions, args: [...args, '--use-fake-device-for-media-stream'] });
    }, { scope: 'worker' }],
    permissions: async ({}, use) => { await use([]); },
  });
}
