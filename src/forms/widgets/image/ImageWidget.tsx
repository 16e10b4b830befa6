/**
 * The shared `image` widget (a bank account proof, a photo of a damaged parcel): the picture and its file name are
 * two fields of the value (`<name>` as a data URL, `<name>Name`), so a draft keeps both.
 */
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { memo } from 'react';
import { useT } from '@kernel';
import type { FormValue } from '../../formSpec';
import { useFieldText, type FormRuntime } from '../../runtime';
import { describedBy } from '../../templates/a11y';
import { ImageField } from './ImageField';

export const ImageWidget = memo(function ImageWidget(props: WidgetProps<FormValue, RJSFSchema, FormRuntime>) {
  const { id, name, label, rawErrors, disabled, readonly } = props;
  const t = useT();
  const runtime = props.registry.formContext;
  const value = useFieldText(runtime, name);
  const fileName = useFieldText(runtime, `${name}Name`);
  return (
    <ImageField id={id} label={label ? t(label) : ''} value={value} fileName={fileName} describedBy={describedBy(id, rawErrors) ?? ''}
      invalid={Boolean(rawErrors?.length)} disabled={disabled || readonly}
      onChange={(dataUrl, file) => {
        runtime.actions.patch({ [`${name}Name`]: file, [name]: dataUrl });
        runtime.actions.touch(name);
      }} />
  );
});
