import { Box, SimpleGrid, Text } from '@chakra-ui/react';

export interface FigureTile {
  id: string;
  label: string;
  /** null while the figure is still asked. */
  value: string | null;
}

/**
 * A result's totals as labelled tiles (history's groups, the payments' sums). While the figures are asked the tiles
 * are drawn with their labels and a blank value, so the switch, table and links below them do not move down when the
 * figures come. A tile carries its test id once it shows a figure.
 */
export function FigureTiles({ label, items, testIdPrefix }: { label: string; items: readonly FigureTile[]; testIdPrefix: string }) {
  const waiting = items.some((i) => i.value === null);
  return (
    <Box as="section" aria-label={label} aria-busy={waiting || undefined}>
      <SimpleGrid as="dl" columns={{ base: 2, sm: 3, lg: 5 }} gap="2">
        {items.map((i) => (
          <Box key={i.id} borderWidth="1px" borderRadius="md" px="3" py="2" {...(i.value === null ? {} : { 'data-testid': `${testIdPrefix}${i.id}` })}>
            <Text as="dt" textStyle="xs" color="fg.muted">{i.label}</Text>
            <Text as="dd" textStyle="lg" fontWeight="semibold">{i.value ?? '\u00a0'}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
