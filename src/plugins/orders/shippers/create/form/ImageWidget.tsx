/**
 * The `image` widget of the sign-up forms (bank account proof), registered with the shared form: the picture and its
 * file name are two fields of the value (`accountProof`, `accountProofName`), so the draft keeps both.
 */
import { describedBy, useFieldText, type FormWidget, type FormWidgetProps } from '@forms';
import { ImageField } from './ImageField';

function ImageWidget(props: FormWidgetProps) {
  const { id, name, rawErrors, disabled } = props;
  const runtime = props.registry.formContext;
  const value = useFieldText(runtime, name);
  const fileName = useFieldText(runtime, `${name}Name`);
  return (
    <ImageField id={id} value={value} fileName={fileName} describedBy={describedBy(id, rawErrors) ?? ''}
      invalid={Boolean(rawErrors?.length)} disabled={disabled}
      onChange={(dataUrl, file) => {
        runtime.actions.patch({ [`${name}Name`]: file, [name]: dataUrl });
        runtime.actions.touch(name);
      }} />
  );
}

/** The sign-up's own widgets, by their `ui:widget` name in config/forms (stable: made once). */
export const SIGNUP_WIDGETS: Readonly<Record<string, FormWidget>> = { image: ImageWidget };
