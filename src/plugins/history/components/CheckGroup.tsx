import { Box, Checkbox, Flex } from '@chakra-ui/react';

export interface CheckOption {
  value: string;
  label: string;
}

/** A named set of checkboxes (a fieldset with its legend); each change is the new list of checked values. */
export function CheckGroup({ legend, options, checked, onChange }: { legend: string; options: CheckOption[]; checked: readonly string[]; onChange: (values: string[]) => void }) {
  const toggle = (value: string, on: boolean) => onChange(options.map((o) => o.value).filter((v) => (v === value ? on : checked.includes(v))));
  return (
    <Box as="fieldset" minW="0">
      <Box as="legend" fontWeight="medium" textStyle="sm" mb="1">{legend}</Box>
      <Flex wrap="wrap" gap="3">
        {options.map((o) => (
          <Checkbox.Root key={o.value} size="sm" checked={checked.includes(o.value)} onCheckedChange={(e) => toggle(o.value, e.checked === true)} minH="6">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{o.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Flex>
    </Box>
  );
}
