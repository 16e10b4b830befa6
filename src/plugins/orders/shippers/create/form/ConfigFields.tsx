/**
 * A config form (config/forms/<country>.json: `shipper`, `shipperBank`) drawn field by field: the admin's order,
 * labels, help, widgets and messages, with each label tied to its input and each error announced. A field's error
 * shows once the field was left, or for every field after Next (`showAll`).
 */
import { chakra, Input, InputGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { memo, useState } from 'react';
import { useT, type FormSpec } from '../../../../../kernel';
import { fieldUi, widgetOf } from '../../../../../forms';
import { messageValues } from '../model/validate';
import { AUTOCOMPLETE, orderedFields } from './fieldOrder';
import { ImageField } from './ImageField';

export interface ConfigFieldsProps {
  spec: FormSpec;
  value: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  showAll: boolean;
  onChange: (name: string, value: string) => void;
  /** The country's phone prefix, shown before a phone field. */
  phonePrefix: string;
  idPrefix: string;
  disabled?: boolean;
}

const INPUT_MODES: Record<string, 'numeric' | 'email' | 'tel' | 'text'> = { postcode: 'numeric', email: 'email', phone: 'tel' };

/** A code field whose pattern is digits only gets the number keypad on a phone. */
const digitsOnly = (pattern: string | undefined) => pattern === '^[0-9]+$';

export const ConfigFields = memo(function ConfigFields({ spec, value, errors, showAll, onChange, phonePrefix, idPrefix, disabled }: ConfigFieldsProps) {
  const t = useT();
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const required = new Set(spec.schema.required ?? []);
  const leave = (name: string) => setLeft((s) => (s.has(name) ? s : new Set(s).add(name)));

  return (
    <Stack gap="4">
      {orderedFields(spec).map((name) => {
        const ui = fieldUi(spec, name);
        const widget = widgetOf(spec, name);
        if (widget === 'hidden') return null;
        const schema = spec.schema.properties[name];
        const values = messageValues(schema);
        const id = `${idPrefix}-${name}`;
        const error = showAll || left.has(name) ? errors[name] : undefined;
        const help = ui['ui:help'] ? t(ui['ui:help'], values) : null;
        const describedBy = `${id}-help ${id}-error`;
        const common = {
          id,
          name,
          disabled,
          'aria-invalid': error ? true : undefined,
          'aria-required': required.has(name) || undefined,
          'aria-describedby': describedBy,
        };
        let control;
        if (widget === 'image') {
          control = (
            <ImageField id={id} value={value[name] ?? ''} fileName={value[`${name}Name`] ?? ''} describedBy={describedBy}
              invalid={Boolean(error)} disabled={disabled}
              onChange={(dataUrl, fileName) => { onChange(`${name}Name`, fileName); onChange(name, dataUrl); leave(name); }} />
          );
        } else if (widget === 'textarea') {
          control = (
            <Textarea {...common} rows={2} autoresize maxLength={schema?.maxLength} autoComplete={AUTOCOMPLETE[name] ?? 'off'}
              value={value[name] ?? ''} onChange={(e) => onChange(name, e.target.value)} onBlur={() => leave(name)} />
          );
        } else {
          const input = (
            <Input {...common} type={widget === 'email' ? 'email' : 'text'}
              inputMode={widget === 'code' ? (digitsOnly(schema?.pattern) ? 'numeric' : 'text') : (INPUT_MODES[widget] ?? 'text')}
              // Room for the spaces and dashes an operator may type in a code; they are dropped before checking.
              maxLength={widget === 'code' && schema?.maxLength ? schema.maxLength + 6 : schema?.maxLength}
              autoComplete={AUTOCOMPLETE[name] ?? 'off'} value={value[name] ?? ''}
              onChange={(e) => onChange(name, e.target.value)} onBlur={() => leave(name)} />
          );
          control = widget === 'phone' ? <InputGroup startAddon={phonePrefix}>{input}</InputGroup> : input;
        }
        return (
          <Stack gap="1.5" key={name} data-field={name}>
            <chakra.label htmlFor={id} fontWeight="medium" textStyle="sm"
              _after={required.has(name) ? { content: '"*"', color: 'red.700', marginInlineStart: '0.5' } : undefined}>
              {t(ui['ui:title'] ?? name)}
            </chakra.label>
            {control}
            <Text id={`${id}-help`} textStyle="xs" color="fg.muted" _empty={{ display: 'none' }}>{error ? null : help}</Text>
            <Text id={`${id}-error`} role="alert" color="red.700" textStyle="sm" _empty={{ display: 'none' }}>{error ? t(error, values) : null}</Text>
          </Stack>
        );
      })}
    </Stack>
  );
});
