/**
 * The portal's rjsf theme, made once at module scope: Chakra templates with labels tied to inputs and announced
 * errors, no submit button (the page owns its buttons), and the portal's widgets, one folder each. rjsf loads with
 * the pages that draw forms only (src/forms is imported from lazily loaded plugin pages, never from the kernel or
 * src/ui); marked pure so a bundle that takes only validateRecord from the entry (a Web Worker) drops it.
 */
import { withTheme } from '@rjsf/core';
import type { RJSFSchema, Widget, WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { SHARED_FORM_WIDGETS, type SharedFormWidget } from '@kernel';
import type { FormValue } from './formSpec';
import type { FormRuntime } from './runtime';
import { FieldTemplate } from './templates/FieldTemplate';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate';
import { BaseInputTemplate } from './templates/TextInput';
import { CodeWidget } from './widgets/code/CodeWidget';
import { ConsigneeWidget } from './widgets/consignee/ConsigneeWidget';
import { HiddenWidget } from './widgets/hidden/HiddenWidget';
import { ImageWidget } from './widgets/image/ImageWidget';
import { LocationWidget } from './widgets/location/LocationWidget';
import { PackIdWidget } from './widgets/packId/PackIdWidget';
import { PhoneWidget } from './widgets/phone/PhoneWidget';
import { PostcodeWidget } from './widgets/postcode/PostcodeWidget';
import { QuickAddressWidget } from './widgets/quickAddress/QuickAddressWidget';
import { SelectWidget } from './widgets/select/SelectWidget';
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

/** The shared names rjsf draws with its own widgets, some of them overridden below (TextareaWidget, HiddenWidget). */
type RjsfNamed = 'text' | 'textarea' | 'email' | 'hidden';

/**
 * `ui:widget` names this module draws itself, for every plugin: the kernel's SHARED_FORM_WIDGETS, which the config
 * check allows in any form. A page adds its plugin's own (ConfigForm `widgets`), named in its manifest.
 */
export const FORM_WIDGET_NAMES: ReadonlySet<string> = new Set(SHARED_FORM_WIDGETS);

export const SchemaForm = /* @__PURE__ */ withTheme<FormValue, RJSFSchema, FormRuntime>({
  templates: { FieldTemplate, ObjectFieldTemplate, BaseInputTemplate, ButtonTemplates: { SubmitButton: NoSubmitButton } },
  // Typed by the kernel's list: a shared name the config check allows and nothing here draws does not compile.
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
    image: asWidget(ImageWidget, 'ImageWidget'),
    select: asWidget(SelectWidget, 'SelectWidget'),
  } satisfies Record<Exclude<SharedFormWidget, RjsfNamed> | 'TextareaWidget' | 'HiddenWidget', FormWidget>,
});
