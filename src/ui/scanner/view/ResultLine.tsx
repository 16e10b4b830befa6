import { Flex, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { Icon } from '../../icons';
import { useOverlay, type OverlayStore } from '../overlayStore';
import { VISUALLY_HIDDEN } from './styles';

/** The typing mode's result line, drawn from the overlay store. */
export function ManualResult({ overlays }: { overlays: OverlayStore }) {
  const overlay = useOverlay(overlays).shown?.overlay;
  return overlay && overlay.kind !== 'processing' ? <ResultLine kind={overlay.kind} message={overlay.message} /> : null;
}

/** The live region that reads every overlay's message out. */
export function Announcer({ overlays }: { overlays: OverlayStore }) {
  return <div aria-live="polite" role="status" style={VISUALLY_HIDDEN}>{useOverlay(overlays).announcement}</div>;
}

const ResultLine = memo(function ResultLine({ kind, message }: { kind: 'success' | 'error' | 'info'; message: string }) {
  return (
    <Flex align="center" gap="2" color={kind === 'success' ? 'green.700' : kind === 'error' ? 'red.700' : 'fg'} data-testid="scan-result" data-kind={kind}>
      <Icon name={kind === 'success' ? 'check' : 'alert'} size={18} /> <Text>{message}</Text>
    </Flex>
  );
});
