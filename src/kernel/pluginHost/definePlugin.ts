import type { ComponentType } from 'react';
import type { RequestHandler } from 'msw';
import type { CountryConfig, DpInfo, Locale, MenuItemDef } from '../types';
import type { ServiceProvision, ServiceToken } from './services';
import type { EventKindDef } from '../events';
import type { EarlyGet } from '../api/early';

/** The heading and intro a page shows at its top: message ids of the plugin's catalog, and their values. */
export interface PageFrameDecl {
  title: string;
  intro?: string;
  values?: Record<string, string | number>;
  /**
   * The page's first field when it is a search field right under the heading (message ids): the frame draws it, and
   * what is typed there before the page arrives is the page's to carry on with (`useFrameInput(name)`).
   */
  search?: { name: string; label: string; placeholder: string };
  /**
   * Sections under the heading, each a heading and a muted text (message ids): for a page whose first screen is
   * mostly words, so what the page adds is its controls.
   */
  sections?: { heading: string; text?: string }[];
}

/** What a page's frame may ask at a cold start, before the portal's code: the point, its named gates, the kept drafts. */
export interface FrameContext {
  /** The logged-in point as the session keeps it. */
  point: DpInfo | null;
  /** The point's country as config has it (its offset gives the point's today). */
  country: CountryConfig;
  /** A named gate of config/gates.json for the logged-in point. */
  allows: (gate: string) => boolean;
  /** The value of the operator's draft `name` if it is kept at `version`, read as stored (checked by the caller). */
  kept: (name: string, version: number) => unknown;
}

/** A page a plugin provides for one route id of the route table; loaded only when opened. */
export interface PluginPage {
  /** Route id in config/menus/routes.json (the path and gate live there, for admins). */
  id: string;
  load: () => Promise<{ default: ComponentType }>;
  /**
   * What the page shows at its top, so a cold start can draw it plain, with the shell's frame, before the portal's
   * code arrives (start/PageFrame.tsx); the page then replaces it. Only for a page whose top depends on nothing but
   * the address (a function of its query string), the point's gates and the operator's kept drafts, and that shows
   * exactly these texts there, in the kernel's page heading sizes. Null from the function: no frame for that address.
   */
  frame?: PageFrameDecl | ((search: URLSearchParams, at: FrameContext) => PageFrameDecl | null);
  /**
   * The GETs the page makes as it opens (its order, its list), on the country's API: a cold start asks them beside
   * the page's code instead of after its first render, and the page's `apiGet` of the same path and parameters takes
   * the answer.
   */
  early?: (search: URLSearchParams, at: FrameContext) => EarlyGet[];
  /**
   * The page needs nothing the portal fetches after login (config/forms, the plugins' catalogs): a public page that
   * brings its own words renders at once, logged out too.
   */
  beforeLogin?: boolean;
  /** A boolean key of config/portal.json that switches the page off when false (the route is then not found). */
  switchedOffBy?: string;
  /**
   * The page works with no network: its code is in the worker's precache (build/pwa.ts lists the counter's pages) and
   * what the operator scans there is kept and sent once the network is back. The shell's offline notice links to it.
   */
  worksOffline?: boolean;
  /**
   * The page mends config/ itself (it reads the files as served, not the portal's checked config): when config/ fails
   * its checks, the admin's screen links to it and its address opens it instead of the screen. With `beforeLogin`.
   */
  mendsConfig?: boolean;
}

/** Simulated endpoints of a plugin, for the demo and the tests; never part of a live build. */
export interface PluginSimulator {
  handlers: RequestHandler[];
}

/**
 * A kind of form a plugin renders from config/forms/<country>.json, where its form sits under `id`. The config check
 * requires it in every country's file; the kernel itself names no kind.
 */
export interface PluginFormKind {
  /** Key of the form in each country's forms file, lower camel case. */
  id: string;
  /** What the form is for, for admins (the config check quotes it). */
  description: string;
  /** The fields the plugin's code knows; a form with another field is refused. Omit to allow any field. */
  fields?: readonly string[];
  /**
   * `ui:widget` names of the plugin's own widgets this form may use (the page passes them to ConfigForm's `widgets`),
   * beside the shared ones (SHARED_FORM_WIDGETS); the config check refuses any other name.
   */
  widgets?: readonly string[];
  /**
   * The longest text the plugin's API takes in a field, where that is not the spec's 255 (FIELD_LIMITS.text): the
   * config check refuses a `maxLength` or `minLength` above a field's limit.
   */
  maxLengths?: Readonly<Record<string, number>>;
}

/**
 * A config file of the plugin's own, config/plugins/<plugin id>.json, checked at start-up (after login) and by
 * `npm run config:check` against a schema of config/schemas; the plugin reads it with `pluginConfig(id)`.
 */
export interface PluginConfigDecl {
  /** File name of its JSON schema in config/schemas (the file's `$schema` names it too). */
  schema: string;
  /** What a schema cannot say (one key naming another), on a value that passed the schema: each problem's JSON path. */
  check?: (value: unknown) => Array<{ path: string; message: string }>;
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
  /**
   * Event kinds the plugin writes to the event log, each with its label and its details message and values (how one
   * event reads on Settings > Activity); payloads: augment PortalEventMap.
   */
  events?: EventKindDef[];
  /** Services this plugin offers others (`provide(TOKEN, () => import('./services/x').then((m) => m.x))`). */
  provides?: ServiceProvision[];
  /** Services this plugin uses (`getService` / `useService`); start-up refuses a build where one has no provider. */
  requires?: ServiceToken<unknown>[];
  /** Named gates of config/gates.json the plugin asks in code (`useGate`); start-up refuses a config that lacks one. */
  gates?: string[];
  /** The kinds of form the plugin renders from config/forms (the shared forms module draws them). */
  forms?: PluginFormKind[];
  /** A config file of its own under config/plugins (what a country admin may change without code). */
  config?: PluginConfigDecl;
  /**
   * The module that registers the plugin's unsent work (`registerUnsentWork`), loaded before a chosen log-out asks:
   * work kept in a draft is named even when none of the plugin's pages was opened since the portal loaded.
   */
  unsentWork?: () => Promise<unknown>;
  /**
   * Queues of the plugin's own that are sent from any page (`defineOutbox` names them): while the logged-in operator
   * has work waiting in one, the shell loads its sender and starts it; it stops at log-out.
   */
  senders?: BackgroundSender[];
  /**
   * The plugin's page that answers the header's order search: the shell shows the search field while that page is
   * loaded, and opens it with the text in the query parameter `param`. The first plugin that declares one is used.
   */
  headerSearch?: { route: string; param: string };
}

/** A plugin's sender for one offline queue, run by the shell on every page while the operator has work waiting in it. */
export interface BackgroundSender {
  /** The queue's name (`defineOutbox({ name })`): the header's waiting count by that name says whether work waits. */
  queue: string;
  /** Loads the sender's module and starts it (the kernel's `keepSending`); resolves with its stop. */
  start: () => Promise<() => void>;
}

/** Declares a plugin; returns the manifest unchanged, typed. */
export function definePlugin(manifest: PluginManifest): PluginManifest {
  return manifest;
}
