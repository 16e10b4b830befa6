import { chakra, Stack, Text } from '@chakra-ui/react';

export interface Choice<V extends string> {
  value: V;
  label: string;
  help: string;
}

/** A radio group as a fieldset: the legend names it, each choice has its explanation under it. */
export function ChoiceGroup<V extends string>({ name, legend, choices, value, onChange, disabled }: {
  name: string;
  legend: string;
  choices: ReadonlyArray<Choice<V>>;
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
}) {
  return (
    <chakra.fieldset borderWidth="0" p="0" m="0" minW="0">
      <chakra.legend fontWeight="semibold" mb="2">{legend}</chakra.legend>
      <Stack gap="2">
        {choices.map((c) => {
          const id = `${name}-${c.value}`;
          return (
            <chakra.label key={c.value} htmlFor={id} display="flex" gap="3" alignItems="flex-start" p="3" borderWidth="1px"
              borderRadius="md" cursor={disabled ? 'not-allowed' : 'pointer'}
              borderColor={value === c.value ? 'brand.solid' : 'border'} bg={value === c.value ? 'brand.subtle' : undefined}>
              <chakra.input type="radio" id={id} name={name} value={c.value} checked={value === c.value} disabled={disabled}
                mt="1" w="4" h="4" accentColor="var(--chakra-colors-brand-solid)" aria-describedby={`${id}-help`}
                onChange={() => onChange(c.value)} />
              <Stack gap="0.5">
                <Text fontWeight="medium">{c.label}</Text>
                <Text id={`${id}-help`} textStyle="sm" color="fg.muted">{c.help}</Text>
              </Stack>
            </chakra.label>
          );
        })}
      </Stack>
    </chakra.fieldset>
  );
}
