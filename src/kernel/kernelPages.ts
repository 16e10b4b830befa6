import type { ComponentType } from 'react';
import type { KernelPageId } from './kernelPageIds';

export type Loader = () => Promise<{ default: ComponentType }>;

// The kernel's own pages' code; plugin pages join them by route id (pages.ts). Apart from the plugin registry, so
// start-up can fetch the page asked for before the plugins are known. Which ids exist is in kernelPageIds.ts.
export const kernelPages: Record<string, Loader> = {
  home: () => import('./shell/HomePage'),
  login: () => import('./shell/LoginPage'),
  validateLogin: () => import('./shell/ValidateLoginPage'),
  setup2FAForm: () => import('./shell/Setup2FAPage'),
  settings: () => import('./shell/SettingsPage'),
  activity: () => import('./shell/ActivityPage'),
  scannerSettings: () => import('./shell/ScannerSettingsPage'),
} satisfies Record<KernelPageId, Loader>;
