import { Text } from '@chakra-ui/react';
import { useT } from '@kernel';
import { widgetOf, FORM_WIDGET_NAMES, type FormWidget, type FormWidgetProps } from '@forms';
import type { FormSpec } from '@kernel';

/** Stands in for a widget the page using the form adds (a sign-up's picture): the studio names it, it cannot draw it. */
function PageWidget({ id, uiSchema }: FormWidgetProps) {
  const t = useT();
  const widget = typeof uiSchema?.['ui:widget'] === 'string' ? uiSchema['ui:widget'] : '';
  return <Text id={id} fontStyle="italic" py="2">{t('configStudio.form_page_widget', { widget })}</Text>;
}

/** A stand-in for each `ui:widget` of the form that the forms module does not draw itself. */
export function pageWidgets(spec: FormSpec): Record<string, FormWidget> {
  const names = Object.keys(spec.schema.properties).map((f) => widgetOf(spec, f)).filter((w) => !FORM_WIDGET_NAMES.has(w));
  return Object.fromEntries(names.map((w) => [w, PageWidget]));
}
