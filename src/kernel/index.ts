/**
 * The kernel's public entry: the only module plugins may import from the kernel (lint enforces it).
 */
export { definePlugin, type BackgroundSender, type FrameContext, type PageFrameDecl, type PluginManifest, type PluginPage, type PluginSimulator } from './pluginHost/definePlugin';
export { messagesFrom } from './pluginHost/messagesFrom';
export { useFrameInput, type FrameInput } from './start/frameInput';
export { pluginConfig } from './config/pluginConfig';
export { parseJsonSafely } from './config/safeJson';
export { readOnce, readServed } from './config/served';
export type { ReadConfigFile } from './config/load';
export type { ConfigProblem } from './config/problems';
// Before anything that loads the plugin manifests: they and src/services make tokens at module load.
export { defineService, provide, MissingServiceError, type ServiceToken, type ServiceProvision } from './pluginHost/services';
// It reads the plugin manifests (the forms kinds they declare), so after the service tokens.
export { checkConfigFiles, type BrowserConfigCheck } from './config/browserCheck';
export type {
  CountryCode, CountryConfig, DeliveryType, DpInfo, DpSettings, FlagSet, FlagValue, FormFieldSchema, FormFieldUi,
  FormObjectSchema, FormSpec, FormsConfig, FormUiSchema, Gate, GateContext, Locale, LoginInfo, MenuItemDef, RouteDef,
  LoadedConfig, MenuConfig, NamedGate, FlagsConfig, PortalConfig,
} from './types';
export { LOCALES } from './types';
export { SHARED_FORM_WIDGETS, type SharedFormWidget } from './config/formWidgets';
export { LOCALE_NAMES } from './i18n/locales';
export { allows, allowsNamed } from './gates';
export { useGate } from './useGate';
export { getService, useService } from './pluginHost/serviceRegistry';
export { routePath, useRouteNavigate, useRouteId, RouteLink, type RouteLinkProps } from './routing/links';
export { useRouteOpen } from './routing/useRouteOpen';
export { useUrlState, type UrlState } from './routing/useUrlState';
export type { RouteParams } from './routing/paths';
export { usePortal, type PortalView } from './usePortal';
// The portal's view of a point from config and a session-like value, pure: the config studio previews it.
export { portalView, homeTiles } from './portalView';
export { routeStatus, type RouteStatus, type MenuEntry, type MenuReportRow, type MenuStatus } from './routing/access';
export { pageSources, pageSwitchedOff } from './pageSources';
export { useT, useIntl, makeIntl, IntlProvider, type Translate, type MessageValues } from './i18n/intl';
// Every catalog of one language (kernel, plugins, shared layers): a page that previews forms in any language reads them.
export { loadMessages, type Messages } from './i18n/catalogs';
export { formatMoney, formatDateTime } from './i18n/format';
export { countryDay, countryDayStart, shiftDay, isDayString, type DayString } from './i18n/countryDay';
export { countryName } from './i18n/countryName';
export { useTableTexts } from './i18n/tableTexts';
export { normalizeError, isPortalError, BUSINESS_CODES, type PortalError } from './api/errors';
export { getRuntime } from './runtime';
export { session, type ShellModal } from './session/store';
export { logEvent, addEventSink } from './eventLogHook';
export { defineDraft, operatorScope, type Draft, type DraftSpec, type DraftScope } from './persist/drafts';
export { draftStorage, saveOnChange } from './persist/draftSaving';
export { liveDraft, type LiveDraft } from './persist/liveDraft';
export { networkState, reportWaiting, type NetworkState } from './network/state';
export { useOnline, useWaitingToSend } from './network/hooks';
export { NeedsServer, OfflineNotice } from './shell/network/NeedsServer';
export { registerUnsentWork, useUnsentWork, unsentWork, type UnsentWork, type DescribeUnsentWork } from './session/unsentWork';
export { noteSentAway, sentAwayNotice, type NoticeText, type SentAwayNotice } from './offline/sentAway';
export { defineClaims, type Claims } from './persist/claims';
export { withTabLock } from './persist/tabLock';
export {
  defineOutbox, drainOutbox, sendAlone, onlineAgain$, keepSending, isTransientError, gotNoAnswer, waitingOf, defineLastCopy,
  type Outbox, type OutboxEntry, type OutboxSpec, type OutboxStore, type BatchOutcome, type DrainEvent, type DrainSteps,
  type KeptCopy, type LastCopy, type LastCopySpec,
} from './offline';
export type { PortalEventMap, EventKind, EventKindDef, EventKindDefOf, EventDetailsFormat, EventSamples } from './events';
export { eventLog, type EventLog, type PortalEvent } from './eventLog';
export { errorText } from './shell/errorText';
export { LoadFailure } from './shell/LoadFailure';

import type { PortalError } from './api/errors';
import { session } from './session/store';

export { countryApi, globalApi, apiGet, apiSend, getAsyncTask } from './api/calls';
export { apiCountry, type ApiCountry } from './api/country';
export { apiFile, type ApiFileAnswer, type ApiFilePath, type ApiFileType, type DownloadProgress, type FileOptions } from './api/files';
export type { Envelope, QueryParams } from './api/shapes';
export type {
  ApiAnswer, ApiBody, ApiMethod, ApiPath, ApiPathOf, ApiPathParams, ApiQuery, ApiSchema, GetOptions, SendOptions,
} from './api/operations';
export type { EarlyGet } from './api/early';
export { IDEMPOTENCY_HEADER, newIdempotencyKey } from './api/idempotency';

/** Shows the shell's error modal with a normalised error. */
export function showError(error: PortalError, titleId?: string): void {
  session.modal = { kind: 'error', error, titleId };
}

/** Shows the info modal (success title and message), then goes to the route id `redirectTo`. */
export function showInfo(titleId: string, messageId: string, redirectTo?: string): void {
  session.modal = { kind: 'info', titleId, messageId, redirectTo };
}
