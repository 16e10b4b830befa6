import type { IconName } from '../ui/icons';

/**
 * A country the portal serves: a two-letter code listed in config/portal.json's `countries`, with its file in
 * config/countries. Config alone decides the list, so a new country needs no code.
 */
export type CountryCode = string;

/** Languages with a message catalog. */
export const LOCALES = ['en', 'fr', 'id', 'ms', 'th', 'vi', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];

export type DeliveryType = 'STANDARD' | 'NEXTDAY' | 'EXPRESS';

/** One country's admin-editable configuration (config/countries/<code>.json). */
export interface CountryConfig {
  code: CountryCode;
  /** The country's name as a message id of the catalogs (the shipped countries)… */
  nameId?: string;
  /** …or written in the file, per language, English required (a country added by config alone). */
  names?: Partial<Record<Locale, string>> & { en: string };
  phonePrefix: string;
  postcodeLength: number;
  cod: { percent: number | null; minimumFee: number | null; taxPercent?: number };
  utcOffsetHours: number;
  defaultLanguage: Locale;
  deliveryTypes: DeliveryType[];
  quickAddress: boolean;
  /** Order form rules of the country (config/countries/<cc>.json `orderRules`); absent means off. */
  orderRules?: { insuredValueAlwaysAsked?: boolean; pickupInstructionRequired?: boolean };
  specialGroup: boolean;
  popularStates?: string[];
  currency: { code: string; symbol: string; position: 'before' | 'after' };
  supportHotline: string | null;
  api: { baseUrl: string };
}

/** A JSON predicate over the logged-in point; see config/schemas/_gate.schema.json. */
export type Gate =
  | { all: Gate[] }
  | { any: Gate[] }
  | { not: Gate }
  | { setting: string }
  | { flag: string; includes?: string }
  | { country: CountryCode[] }
  | { dp: string; in: Array<string | number | boolean> }
  | { always: boolean }
  /** A named gate of config/gates.json, so a rule such as "may create post" is written once. */
  | { gate: string };

/** A named gate (config/gates.json): what it decides, for admins, and the predicate. */
export interface NamedGate {
  description: string;
  if: Gate;
}

export type FlagValue = boolean | number | string | string[];
export type FlagSet = Record<string, FlagValue>;

export interface FlagsConfig {
  pollIntervalMs: number;
  defaults: FlagSet;
  countries: Partial<Record<CountryCode, FlagSet>>;
}

/** A row of the route table (config/menus/routes.json). */
export interface RouteDef {
  id: string;
  path: string;
  public?: boolean;
  header?: boolean;
  highlight?: string;
  if?: Gate;
  rejectIf?: Gate;
}

export type { IconName };

/** A menu entry as written in config/menus/*.json or contributed by a plugin. */
export interface MenuItemDef {
  id: string;
  labelId: string;
  descriptionId?: string;
  icon: IconName;
  route?: string;
  routeWhen?: Array<{ if: Gate; route: string }>;
  action?: 'logout';
  order: number;
  section?: 'main' | 'bottom';
  dividerBefore?: boolean;
  tile?: boolean;
  hidden?: boolean;
  disabled?: boolean;
  trackEvent?: string;
  if?: Gate;
  children?: MenuItemDef[];
}

export interface MenuConfig {
  variant: 'legacy' | 'newDesign';
  items: MenuItemDef[];
}

export interface PortalConfig {
  countries: CountryCode[];
  defaultCountry: CountryCode;
  defaultLanguage: Locale;
  files: { routes: string; legacyMenu: string; newDesignMenu: string; flags: string; gates: string };
  api: { globalBaseUrl: string; timeoutMs: number };
  versionPollMs: number;
  scanner: { idleMs: number; duplicateWindowMs: number };
  /** Resend of one-time codes: the wait after a resend (default 60 s when absent). */
  otp?: { resendCountdownSeconds: number };
  sso?: { authorizeUrl: string; enrolmentUrl: string };
}

/**
 * One field of a form's JSON Schema (draft-07), limited to what config/schemas/forms.schema.json allows: the
 * keywords an admin needs to make a field longer, shorter, digits only or an email.
 */
export interface FormFieldSchema {
  type: 'string' | 'number' | 'integer' | Array<'string' | 'number' | 'integer' | 'null'>;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: 'email';
  minimum?: number;
  maximum?: number;
  /** The values a select offers (its labels: `ui:options.optionLabels`); any other value is refused. */
  enum?: string[];
}

/** A form's JSON Schema: a flat object whose properties are the fields of the form value. */
export interface FormObjectSchema {
  type: 'object';
  required?: string[];
  properties: Record<string, FormFieldSchema>;
}

/**
 * How one field is shown. Labels, placeholders, help and validation messages are message ids, never text:
 * `ui:messages` maps a rule (JSON Schema keyword such as required, maxLength, pattern, format, or a widget rule such
 * as phone) to the message id shown when it fails.
 */
export interface FormFieldUi {
  'ui:widget'?: string;
  'ui:title'?: string;
  'ui:placeholder'?: string;
  'ui:help'?: string;
  'ui:messages'?: Record<string, string>;
  'ui:options'?: {
    level?: 1 | 2 | 3; fullWidth?: boolean; searchMinDigits?: number; errorsOn?: string;
    /** A select's option labels: message id by enum value. */
    optionLabels?: Record<string, string>;
  };
  'ui:disabled'?: boolean;
  'ui:autofocus'?: boolean;
}

/** The uiSchema of a form: one entry per field, and the field order (`*` stands for the fields not named). */
export interface FormUiSchema {
  'ui:order'?: string[];
  [field: string]: FormFieldUi | string[] | undefined;
}

/** One form: its JSON Schema (what is valid) and uiSchema (how it looks). */
export interface FormSpec {
  schema: FormObjectSchema;
  uiSchema: FormUiSchema;
}

/**
 * One country's form file (config/forms/<code>.json): a form for each kind the loaded plugins declare in their
 * manifests (`forms`), by kind id. The kernel names no kind; "$schema" is the file's schema for editors.
 */
export type FormsConfig = Record<string, FormSpec>;

/** Everything under config/, loaded and validated. */
export interface LoadedConfig {
  portal: PortalConfig;
  countries: Partial<Record<CountryCode, CountryConfig>>;
  routes: RouteDef[];
  menus: { legacy: MenuConfig; newDesign: MenuConfig };
  flags: FlagsConfig;
  /** Named gates by name (config/gates.json). */
  gates: Record<string, NamedGate>;
  /** Form schemas per country, one file each, like the countries. */
  forms: Partial<Record<CountryCode, FormsConfig>>;
}

/** Permission flags of a point (spec part 2 §6, part 1 §6). */
export interface DpSettings {
  allowCreatePost?: boolean;
  allowCreatePack?: boolean;
  allowCustomerReturn?: boolean;
  allowShipperSend?: boolean;
  allowPrintAwb?: boolean;
  canCustomerCollect?: boolean;
  canShipperLodgeIn?: boolean;
  allowCodService?: boolean;
  allowViewInsights?: boolean;
  allowViewOrderEventsHistory?: boolean;
  allowBulkProcessParcel?: boolean;
  allowPostOrderEnhancements?: boolean;
  allowManualPackOc?: boolean;
  isNewDriverHandoverEnabled?: boolean;
  isShipperDropOffRevampEnabled?: boolean;
  isBulkPostAddressLevelsSupported?: boolean;
}

/** The logged-in point (GET 1.0/dps/logged-in). */
export interface DpInfo extends DpSettings {
  id: number;
  dpmsId?: number;
  name: string;
  shortName?: string;
  partnerId?: number;
  partnerName?: string;
  partnerType?: string;
  country: string;
  systemId: string;
  address1?: string;
  address2?: string;
  city?: string;
  postalCode?: string;
  contact?: string;
  latitude?: number;
  longitude?: number;
  shipperId?: number | null;
  legacyShipperId?: number | null;
  globalShipperId?: number | null;
  hubId?: number;
  type?: string;
  dpServiceType?: string;
  serviceType?: string;
  driverCollectionMode?: string;
  maxParcelStayDuration?: number;
  supportedReceiptSizes?: string[];
  acceptedParcelSizes?: string[];
  openingHours?: Record<string, Array<{ startTime: string; endTime: string }>>;
  settings?: { isNewAkiraDesignsEnabled?: boolean };
  [extra: string]: unknown;
}

/** Answer of POST 1.0/login and POST 1.0/login/oauth. */
export interface LoginResult {
  accessToken: string;
  active?: boolean;
  admin?: boolean;
  dpId: number;
  dpName?: string;
  dpPartnerId?: number;
  dpUserId?: number;
  expirationDate: string;
  systemId: string;
  isUserNotEnrolledIn2FaAndGracePeriodOver?: boolean;
}

export interface LoginInfo extends LoginResult {
  username?: string;
  oauthEmail?: string;
  isEnrolledIn2Sv?: boolean;
}

/** What gates are evaluated against. */
export interface GateContext {
  country: string;
  settings: Record<string, unknown>;
  flags: FlagSet;
  dp: Record<string, unknown>;
  /** The named gates `{ "gate": name }` refers to; a name not here is false. */
  named?: Readonly<Record<string, Gate>>;
}
