import { Button, Flex, Group, Text } from '@chakra-ui/react';
import { useT } from '@kernel';
import type { HistoryFilters } from '../model/filters';

/**
 * Pages of 50 or one scrolled list of the whole result: two toggle buttons, the pressed one is the view shown. On a
 * narrow screen the buttons go under their label rather than squeeze beside it.
 */
export function ViewSwitch({ view, onChange }: { view: HistoryFilters['view']; onChange: (view: HistoryFilters['view']) => void }) {
  const t = useT();
  return (
    <Flex role="group" aria-labelledby="history-view-label" alignItems="center" wrap="wrap" columnGap="2" rowGap="1">
      <Text id="history-view-label" textStyle="sm">{t('history.view')}</Text>
      <Group attached>
        {(['pages', 'all'] as const).map((v) => (
          <Button key={v} size="sm" variant={view === v ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={view === v} onClick={() => onChange(v)}>
            {t(`history.view.${v}`)}
          </Button>
        ))}
      </Group>
    </Flex>
  );
}
