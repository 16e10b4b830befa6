/**
 * A form of the country's config/forms file (a kind a plugin declares: the recipient details of a post order, the
 * manual pack form…), rendered with the shared theme: an admin changes a field, a length, a widget or the order
 * there and sees it after a reload. The page owns the value
 * and the buttons; this component shows each field's error once the field was left, and every error after a
 * submit attempt (`showAllErrors`).
 *
 * Typing is cheap: a text field keeps the keystrokes in its input and commits after a pause, on blur and on Enter
 * (deferredText.ts); a commit reaches the one widget showing that field through the form runtime, while rjsf, which
 * lays the form out, keeps its first `formData` and re-renders only when the layout or the shown errors change.
 */
import { Button, Stack } from '@chakra-ui/react';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { usePortal, useT, type CountryConfig, type FlagSet, type FormSpec } from '@kernel';
import { ErrorNotice } from '@ui';
import { fieldsWithWidget, fieldUi, hasField, valueOf, type FormValue } from './formSpec';
import { createFormRuntime, type FormActions } from './runtime';
import { SchemaForm, type FormWidget } from './SchemaForm';
import { shownErrors, toErrorSchema } from './shownErrors';
import { useConsigneeSearch } from './useConsigneeSearch';
import { usePackIdCheck } from './usePackIdCheck';
import { formValidator, validateRecord } from './validate';
import type { ConsigneeChoice } from './widgets/consignee/choice';
import { clearedConsignee, consigneePatch } from './widgets/consignee/fill';
import { autoComplete, pickLevel, pickZone, type CascadeValue, type Level, type LevelField } from './widgets/location/cascade';
import { useZones, type ZonesState } from './widgets/location/zones';

export interface ConfigFormProps<V extends object = FormValue> {
  /** The form kind: its key in config/forms/<country>.json, as the plugin declares it in its manifest. */
  kind: string;
  value: V;
  onChange(next: V): void;
  /** Orders locked or editing not enabled: every field, the location dropdowns included, is read-only. */
  disabled?: boolean;
  /** After a submit attempt: every error, not only those of fields the operator left. */
  showAllErrors?: boolean;
  /** Saved consignees of a number (post orders); the number comes with the country prefix. */
  searchConsignees?: (contact: string) => Promise<ConsigneeChoice[]>;
  /** Pack forms: checks a pack id (server, session); a message id, or null when it is fine. */
  verifyPackId?: (id: string) => Promise<string | null>;
  /** Several forms on one page need different input ids. Defaults to the kind. */
  idPrefix?: string;
  /** Tells the page whether the saved-consignee list is on screen (then validateRecord needs a pick). */
  onConsigneeChoicesShown?: (shown: boolean) => void;
  /** The plugin's own widgets, by the `ui:widget` name config gives them (a picture, a signature). Keep it stable. */
  widgets?: Readonly<Record<string, FormWidget>>;
  /** Browser autofill hints by field (when the person at the counter types their own details). Keep it stable. */
  autoComplete?: Readonly<Record<string, string>>;
  /**
   * Draws this form instead of the portal's (the config studio previews an edited file for any country): nothing is
   * asked of a server, so the address lists are empty.
   */
  preview?: { spec: FormSpec; country: CountryConfig; flags: FlagSet };
}

type Props = ConfigFormProps<FormValue>;

/** Memoised: the page re-renders for its price and its other fields, which leave this form alone. */
const MemoForm = memo(function ConfigForm(props: Props) {
  const { config, countryCode, country } = usePortal();
  const t = useT();
  const spec = props.preview ? props.preview.spec : config.forms[countryCode]?.[props.kind];
  // The loader refuses a config without a forms file for a country in use; this only guards a broken build.
  if (!spec) return <ErrorNotice>{t('something_went_wrong')}</ErrorNotice>;
  return <ConfiguredForm {...props} spec={spec} country={props.preview?.country ?? country} />;
});

/** A form of config/forms by kind; the page owns the value and the buttons. */
export const ConfigForm = MemoForm as unknown as <V extends object>(props: ConfigFormProps<V>) => ReactElement;

const DEFAULT_SEARCH_MIN_DIGITS = 8;
const NO_ZONES: { zones: ZonesState; retry: () => void } = { zones: { status: 'ready', zones: [] }, retry: () => undefined };

/** The address levels of a form, from its location widgets, top first. */
function levelsOf(spec: FormSpec): LevelField[] {
  return fieldsWithWidget(spec, 'location')
    .map((field) => ({ level: (fieldUi(spec, field)['ui:options']?.level ?? 1) as Level, field: field as LevelField['field'] }))
    .sort((a, b) => a.level - b.level);
}

/**
 * The uiSchema rjsf gets: the config's, with what is off right now hidden (quick address without its flag, the
 * consignee list with fewer than two choices) and order names of dropped fields skipped (config check warns).
 */
function effectiveUiSchema(spec: FormSpec, show: { quickAddress: boolean; consignees: boolean }, hints: Readonly<Record<string, string>> = {}): UiSchema<FormValue, RJSFSchema> {
  const ui: Record<string, unknown> = { ...spec.uiSchema };
  for (const [name, hint] of Object.entries(hints)) if (hasField(spec, name)) ui[name] = { ...fieldUi(spec, name), 'ui:autocomplete': hint };
  const order = spec.uiSchema['ui:order'];
  if (order) ui['ui:order'] = order.filter((name) => name === '*' || hasField(spec, name));
  const hide = (name: string) => { if (hasField(spec, name)) ui[name] = { ...fieldUi(spec, name), 'ui:widget': 'hidden' }; };
  for (const name of fieldsWithWidget(spec, 'quickAddress')) if (!show.quickAddress) hide(name);
  for (const name of fieldsWithWidget(spec, 'consignee')) if (!show.consignees) hide(name);
  return ui as UiSchema<FormValue, RJSFSchema>;
}

/** The address fields of a form with location widgets: they write these fields, so the value holds them. */
const asCascade = (value: FormValue) => value as unknown as CascadeValue;

/** A field whose schema type is a number: cleared, it holds null, not ''. */
function isNumberField(spec: FormSpec, name: string): boolean {
  const type = spec.schema.properties[name]?.type;
  return (Array.isArray(type) ? type : [type]).some((t) => t === 'number' || t === 'integer');
}

function ConfiguredForm(props: Props & { spec: FormSpec; country: CountryConfig }) {
  const { kind, value, spec, country, disabled, showAllErrors = false } = props;
  const { config, countryCode, flags } = usePortal();
  const t = useT();
  const idPrefix = props.idPrefix ?? kind;
  const levels = useMemo(() => levelsOf(spec), [spec]);

  // The latest value, so several changes in one tick (a pick, then its auto-selects) build on each other.
  const latest = useRef(value);
  useLayoutEffect(() => { latest.current = value; }, [value]);
  const propsRef = useRef(props);
  useLayoutEffect(() => { propsRef.current = props; });
  const emit = useCallback((next: FormValue) => {
    latest.current = next;
    propsRef.current.onChange(next);
  }, []);
  const patch = useCallback((partial: Partial<FormValue>) => emit({ ...latest.current, ...partial }), [emit]);

  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touch = useCallback((field: string) => setTouched((s) => (s.has(field) ? s : new Set(s).add(field))), []);

  const fetched = useZones(countryCode, !props.preview && (levels.length > 0 || fieldsWithWidget(spec, 'quickAddress').length > 0));
  const { zones, retry } = props.preview ? NO_ZONES : fetched;
  const zoneList = zones.status === 'ready' ? zones.zones : null;

  const packIdField = fieldsWithWidget(spec, 'packId')[0] ?? 'packId';
  // The saved-consignee lookup runs on forms with a consignee field (the recipient form of post orders).
  const consigneeField = fieldsWithWidget(spec, 'consignee')[0];
  const hasConsignee = (v: FormValue) => consigneeField !== undefined && valueOf(v, consigneeField) != null;
  const contactField = fieldsWithWidget(spec, 'phone')[0];
  const search = useConsigneeSearch({
    enabled: consigneeField !== undefined && Boolean(props.searchConsignees) && contactField !== undefined,
    contact: contactField ? String(valueOf(value, contactField) ?? '') : '',
    prefix: country.phonePrefix,
    minDigits: (contactField && fieldUi(spec, contactField)['ui:options']?.searchMinDigits) || DEFAULT_SEARCH_MIN_DIGITS,
    hasConsignee: hasConsignee(value),
    search: props.searchConsignees,
    onSingle: (choice) => patch(consigneePatch(choice, zoneList, levels)),
    onNumberChanged: () => { if (consigneeField && hasConsignee(latest.current)) patch({ [consigneeField]: null }); },
  });
  const choicesShown = search.choices.length > 1;
  const choicesShownRef = useRef(choicesShown);
  useLayoutEffect(() => {
    if (choicesShownRef.current === choicesShown) return;
    choicesShownRef.current = choicesShown;
    propsRef.current.onConsigneeChoicesShown?.(choicesShown);
  }, [choicesShown]);

  // A level with one option picks itself; a complete pick (also a consignee's) brings its coordinates.
  useLayoutEffect(() => {
    if (!zoneList) return;
    const auto = autoComplete(zoneList, levels, asCascade(value));
    if (auto) patch(auto);
  }, [zoneList, levels, value, patch]);

  // A pack id field's server verdict shows on that field.
  const verifyRef = useRef(props.verifyPackId);
  useLayoutEffect(() => { verifyRef.current = props.verifyPackId; });
  const { errors: serverErrors, checking: checkingPackId, verify: verifyPackId } = usePackIdCheck(packIdField, String(valueOf(value, packIdField) ?? ''), verifyRef);

  const [runtime] = useState(() => createFormRuntime(
    { value, zones, choices: search.choices, search: search.status, checkingPackId },
    { prefix: country.phonePrefix, levels, scanner: config.portal.scanner },
  ));
  const actions = useMemo<FormActions>(() => ({
    patch,
    pickLevel: (level, name) => {
      const field = levels.find((l) => l.level === level)?.field;
      if (!field) return;
      patch(zoneList ? pickLevel(zoneList, levels, level, name, asCascade(latest.current)) : { [field]: name });
    },
    pickZone: (zone, label) => {
      const quick = fieldsWithWidget(spec, 'quickAddress')[0];
      patch({ ...(zoneList ? pickZone(zoneList, levels, zone, asCascade(latest.current)) : {}), ...(quick ? { [quick]: label } : {}) });
    },
    pickConsignee: (choice) => {
      patch(consigneePatch(choice, zoneList, levels));
      if (consigneeField) touch(consigneeField);
    },
    verifyPackId,
    retryZones: retry,
    touch,
  }), [patch, levels, zoneList, spec, touch, verifyPackId, retry, consigneeField]);
  useLayoutEffect(() => {
    runtime.bind(actions);
    runtime.publish({ value, zones, choices: search.choices, search: search.status, checkingPackId });
  });

  const errors = useMemo(
    () => validateRecord(spec, country, value, { consigneeChoicesShown: choicesShown }),
    [spec, country, value, choicesShown],
  );
  const shown = shownErrors(spec, errors, serverErrors, touched, showAllErrors);
  // rjsf re-merges its errors whenever extraErrors is a new object: hand it a new one only when the text changes.
  const shownKey = JSON.stringify(shown);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const extraErrors = useMemo(() => toErrorSchema(shown), [shownKey]);

  const quickAddressOn = (props.preview?.flags ?? flags).ENABLE_QUICK_ADDRESS === true;
  const hints = props.autoComplete;
  const uiSchema = useMemo(() => effectiveUiSchema(spec, { quickAddress: quickAddressOn, consignees: choicesShown }, hints), [spec, quickAddressOn, choicesShown, hints]);
  const widgets = props.widgets;
  const schema = spec.schema as unknown as RJSFSchema;

  const fieldOf = useCallback((id: string | undefined) => {
    const prefix = `${idPrefix}_`;
    return id?.startsWith(prefix) ? id.slice(prefix.length) : undefined;
  }, [idPrefix]);

  // rjsf is handed the first value and keeps it: it lays the form out, the runtime carries the value to the widgets.
  const [layoutData] = useState(value);

  // The widgets write through the runtime; a change rjsf reports (a widget of its own, should config ever name one)
  // is taken for its field only, since rjsf's copy of the other fields is the first value.
  const onFormChange = useCallback((e: IChangeEvent<FormValue, RJSFSchema>, id?: string) => {
    const field = fieldOf(id);
    if (!field || !hasField(spec, field)) return;
    const data = (e.formData ?? {}) as unknown as Record<string, unknown>;
    // rjsf reports a cleared input as undefined; the value keeps its shape ('' for text, null for numbers).
    patch({ [field]: data[field] ?? (isNumberField(spec, field) ? null : '') });
  }, [patch, fieldOf, spec]);

  const onBlur = useCallback((id: string) => {
    const field = fieldOf(id);
    if (field) touch(field);
  }, [fieldOf, touch]);

  const clearConsignee = () => {
    patch(clearedConsignee());
    search.dismiss();
  };

  // The same element while the layout and the shown errors stay: React then skips rjsf entirely on a commit.
  const form = useMemo(() => (
    <SchemaForm
      schema={schema}
      uiSchema={uiSchema}
      formData={layoutData}
      validator={formValidator}
      noValidate
      noHtml5Validate
      showErrorList={false}
      extraErrors={extraErrors}
      formContext={runtime}
      widgets={widgets}
      idPrefix={idPrefix}
      disabled={disabled}
      tagName="div"
      onChange={onFormChange}
      onBlur={onBlur}
    />
  ), [schema, uiSchema, layoutData, extraErrors, runtime, widgets, idPrefix, disabled, onFormChange, onBlur]);

  return (
    <Stack gap="3">
      {form}
      {consigneeField && (hasConsignee(value) || choicesShown) && (
        <Button alignSelf="start" size="sm" variant="outline" disabled={disabled} onClick={clearConsignee}>
          {t('orders_form.clear_consignee')}
        </Button>
      )}
    </Stack>
  );
}
