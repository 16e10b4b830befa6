import type { PageFrameDecl } from './pluginHost/definePlugin';

/**
 * The kernel's pages that draw their top before the portal's code, as plugin pages declare it in their manifests
 * (start/drawPageFrame.tsx). Settings' first screen is its sections' headings and help: those are drawn, so what the
 * page adds is its controls, not its largest text.
 */
export const kernelFrames: Record<string, PageFrameDecl> = {
  settings: {
    title: 'settings.title',
    sections: [
      { heading: 'settings.language' },
      { heading: 'settings.point' },
      { heading: 'settings.scanner', text: 'settings.scanner_help' },
      { heading: 'settings.activity', text: 'settings.activity_help' },
      { heading: 'settings.configuration', text: 'settings.configuration_help' },
    ],
  },
};
