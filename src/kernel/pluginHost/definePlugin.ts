import type { ComponentType } from 'react';
import type { RequestHandler } from 'msw';
import type { Locale, MenuItemDef } from '../types';
import type { ServiceProvision, ServiceToken } from './services';

/** A page a plugin provides for one route id of the route table; loaded only when opened. */
export interface PluginPage {
  /** Route id in config/menus/routes.json (the path and gate live there, for admins). */
  id: string;
  load: () => Promise<{ default: ComponentType }>;
}

/** Simulated endpoints of a plugin, for the demo and the tests; never part of a live build. */
export interface PluginSimulator {
  handlers: RequestHandler[];
}

/** Everything a flow brings to the portal. The kernel discovers manifests; it never names a plugin. */
export interface PluginManifest {
  /** Unique, lower camel case. */
  id: string;
  /** One sentence for developers and the configuration report. */
  description: string;
  pages: PluginPage[];
  /** Default menu entries; an entry with the same id in config/menus wins, so admins can move or hide it. */
  menu?: MenuItemDef[];
  /** Message catalogs, one lazy chunk per language. */
  messages?: Partial<Record<Locale, () => Promise<{ default: Record<string, string> }>>>;
  /**
   * Simulated API handlers. Write it as
   * `simulator: import.meta.env.VITE_SIMULATOR ? () => import('./sim') : undefined`
   * so the live build drops it.
   */
  simulator?: () => Promise<PluginSimulator>;
  /** Event kinds the plugin writes to the event log. */
  events?: string[];
  /** Services this plugin offers others (`provide(TOKEN, () => import('./services/x').then((m) => m.x))`). */
  provides?: ServiceProvision[];
  /** Services this plugin uses (`getService` / `useService`); start-up refuses a build where one has no provider. */
  requires?: ServiceToken<unknown>[];
  /** Named gates of config/gates.json the plugin asks in code (`useGate`); start-up refuses a config that lacks one. */
  gates?: string[];
}

/** Declares a plugin; returns the manifest unchanged, typed. */
export function definePlugin(manifest: PluginManifest): PluginManifest {
  return manifest;
}
