import { Button, HStack } from '@chakra-ui/react';
import { useT } from '@kernel';

/** Back and the step's main action; on a narrow phone the main action is on top, full width, under the thumb. */
export function StepNav({ onBack, primary, onPrimary, busy }: { onBack?: () => void; primary: string; onPrimary: () => void; busy?: boolean }) {
  const t = useT();
  return (
    <HStack gap="3" justify="space-between" flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch">
      {onBack ? <Button variant="outline" onClick={onBack} disabled={busy}>{t('shipper_create.back')}</Button> : <span />}
      <Button colorPalette="brand" onClick={onPrimary} loading={busy}>{primary}</Button>
    </HStack>
  );
}
