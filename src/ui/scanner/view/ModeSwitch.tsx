import { Button, HStack } from '@chakra-ui/react';
import { memo } from 'react';
import { Icon } from '../../icons';

/** Camera or typing. */
export const ModeSwitch = memo(function ModeSwitch({ mode, groupLabel, cameraLabel, manualLabel, onCamera, onManual }: {
  mode: 'camera' | 'manual'; groupLabel: string; cameraLabel: string; manualLabel: string; onCamera: () => void; onManual: () => void;
}) {
  return (
    <HStack gap="2" role="group" aria-label={groupLabel}>
      <Button size="sm" variant={mode === 'camera' ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={mode === 'camera'} onClick={onCamera}>
        <Icon name="camera" size={16} /> {cameraLabel}
      </Button>
      <Button size="sm" variant={mode === 'manual' ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={mode === 'manual'} onClick={onManual}>
        {manualLabel}
      </Button>
    </HStack>
  );
});
