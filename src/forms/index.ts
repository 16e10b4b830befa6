/**
 * The forms module's public entry: the only module plugins may import from src/forms (lint enforces it). Forms are
 * declared by plugins (manifest `forms`: a kind id and what it is for) and configured per country in
 * config/forms/<cc>.json; this module renders them (rjsf with the portal's theme and widgets) and validates a record
 * against them without React or the DOM.
 */

/** The rjsf form with the portal's theme, templates and widgets; pass a FormRuntime as `formContext`. */
export { SchemaForm, FORM_WIDGET_NAMES, type FormWidget, type FormWidgetProps } from './SchemaForm';
/** A form of config/forms by kind, with its errors, address cascade, saved-consignee lookup and pack id check. */
export { ConfigForm, type ConfigFormProps } from './ConfigForm';
/** One record against a country's form: field → message id (pure; runs in a Web Worker); rjsf's validator. */
export { validateRecord, formValidator, FIELD_KEYWORDS, FORM_KEYWORDS, type ValidateContext } from './validate';
/** Reading a form spec: a field's ui, its widget, the fields of a widget, a field's message for a failed rule. */
export { fieldUi, widgetOf, fieldsWithWidget, hasField, messageFor, valueOf, ruleValues, type FormValue } from './formSpec';
/** Field length limits and the one rule for them: nothing is cut, an over-long text is refused with a message. */
export { FIELD_LIMITS, TOO_LONG, isTooLong, lengthProblem, codePoints } from './length';
/** A picture field's rule (jpg, jpeg or png, at most 2 MB) and its input's `accept`, for a page's own upload. */
export { imageProblem, readAsDataUrl, IMAGE_ACCEPT, IMAGE_MAX_BYTES } from './widgets/image/imageFile';
/** An id or account number as the server wants it (the `code` widget's rule). */
export { cleanCode } from './code';
/** The described-by ids of an input (its error, then extra notes), for a plugin's own widget. */
export { describedBy } from './templates/a11y';
/** Which errors to show now (a field's after blur, all after a submit attempt), and in rjsf's shape. */
export { shownErrors, toErrorSchema } from './shownErrors';
/** Typing that stays in the input until a pause, blur or Enter; flush before reading a draft. */
export { flushTextEdits, saveAfterPageHide, useDeferredText, TEXT_COMMIT_IDLE_MS, type DeferredText } from './deferredText';
/** What widgets share with their form (value, zones, actions): for a plugin's own widget. */
export { createFormRuntime, useFormSelector, useFieldValue, useFieldText, useFieldInput, type FormRuntime, type FormSnapshot, type FormActions } from './runtime';
/** Contact numbers: the national number, the number with its prefix, the phone rule. */
export { normalisePhone, withPrefix, phoneProblem, digitCount, INVALID_PHONE, PHONE_MAX_LENGTH } from './phone';
/** The address cascade (state, city, district) over the country's zone table, pure. */
export {
  optionsFor, derivedFrom, pickLevel, pickZone, autoComplete, parseZones,
  type Zone, type Level, type LevelField, type CascadeValue, type CascadePatch,
} from './widgets/location/cascade';
/** The country's zone table (GET 1.0/dp-zones), fetched once and shared. */
export { useZones, forgetZones, type ZonesState } from './widgets/location/zones';
/** Address search over the zone table, and its accessible result list. */
export { searchZones, zoneLabel } from './widgets/quickAddress/search';
export { useZoneList, ZoneList } from './widgets/quickAddress/ZoneList';
/** A saved consignee of a number, as a lookup passed to ConfigForm returns it. */
export type { ConsigneeChoice } from './widgets/consignee/choice';
