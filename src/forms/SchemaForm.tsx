/**
 * The portal's rjsf theme, made once at module scope: Chakra templates with labels tied to inputs and announced
 * errors, no submit button (the page owns its buttons), and the portal's widgets, one folder each. rjsf loads with
 * the pages that draw forms only (src/forms is imported from lazily loaded plugin pages, never from the kernel or
 * src/ui); marked pure so a bundle that takes only validateRecord from the entry (a Web Worker) drops it.
 */
import { withTheme } from '@rjsf/core';
import type { RJSFSchema, Widget, WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import type { FormValue } from './formSpec';
import type { FormRuntime } from './runtime';
import { FieldTemplate } from './templates/FieldTemplate';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate';
import { BaseInputTemplate } from './templates/TextInput';
import { CodeWidget } from './widgets/code/CodeWidget';
import { ConsigneeWidget } from './widgets/consignee/ConsigneeWidget';
import { HiddenWidget } from './widgets/hidden/HiddenWidget';
import { LocationWidget } from './widgets/location/LocationWidget';
import { PackIdWidget } from './widgets/packId/PackIdWidget';
import { PhoneWidget } from './widgets/phone/PhoneWidget';
import { PostcodeWidget } from './widgets/postcode/PostcodeWidget';
import { QuickAddressWidget } from './widgets/quickAddress/QuickAddressWidget';
import { TextareaWidget } from './widgets/textarea/TextareaWidget';

const NoSubmitButton = () => null;

/** What a widget of the portal's forms receives; `registry.formContext` is the form's FormRuntime. */
export type FormWidgetProps = WidgetProps<FormValue, RJSFSchema, FormRuntime>;
/** A widget a plugin adds to one form (ConfigForm `widgets`), named by `ui:widget` in config. */
export type FormWidget = Widget<FormValue, RJSFSchema, FormRuntime>;

/**
 * rjsf accepts plain function components as widgets (its memo check predates React 19's element symbol), so each
 * memoised widget goes in behind a thin function made once here.
 */
function asWidget(Inner: ComponentType<FormWidgetProps>, name: string): Widget<FormValue, RJSFSchema, FormRuntime> {
  const Outer = (props: FormWidgetProps) => <Inner {...props} />;
  Outer.displayName = name;
  return Outer;
}

// The portal's widgets by their `ui:widget` name (plus rjsf's own TextareaWidget and HiddenWidget overridden).
const PORTAL_WIDGETS = ['phone', 'postcode', 'location', 'quickAddress', 'consignee', 'packId', 'code'] as const;

/** `ui:widget` names this module draws itself (rjsf's text, textarea, email, hidden and the portal's); a page adds others. */
export const FORM_WIDGET_NAMES: ReadonlySet<string> = new Set(['text', 'textarea', 'email', 'hidden', ...PORTAL_WIDGETS]);

export const SchemaForm = /* @__PURE__ */ withTheme<FormValue, RJSFSchema, FormRuntime>({
  templates: { FieldTemplate, ObjectFieldTemplate, BaseInputTemplate, ButtonTemplates: { SubmitButton: NoSubmitButton } },
  // Typed by the list above: a widget added here and not named there does not compile.
  widgets: {
    TextareaWidget: asWidget(TextareaWidget, 'TextareaWidget'),
    HiddenWidget: asWidget(HiddenWidget, 'HiddenWidget'),
    phone: asWidget(PhoneWidget, 'PhoneWidget'),
    postcode: asWidget(PostcodeWidget, 'PostcodeWidget'),
    location: asWidget(LocationWidget, 'LocationWidget'),
    quickAddress: asWidget(QuickAddressWidget, 'QuickAddressWidget'),
    consignee: asWidget(ConsigneeWidget, 'ConsigneeWidget'),
    packId: asWidget(PackIdWidget, 'PackIdWidget'),
    code: asWidget(CodeWidget, 'CodeWidget'),
  } satisfies Record<(typeof PORTAL_WIDGETS)[number] | 'TextareaWidget' | 'HiddenWidget', FormWidget>,
});
