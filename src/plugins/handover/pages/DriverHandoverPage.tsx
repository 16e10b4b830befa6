import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@kernel';
import { HandoverFlow } from '../components/HandoverFlow';
import { DIRECTIONS, type Direction } from '../model/statuses';
import { currentHandover } from '../state/handoverStore';

/** A handover in progress decides the direction the page opens on (a reload comes back to it). */
function openingDirection(): Direction {
  const busy = (d: Direction) => currentHandover(d).scanned.length > 0 || currentHandover(d).completed !== null;
  return busy('fromDriver') && !busy('toDriver') ? 'fromDriver' : 'toDriver';
}

/** /driver-handover (isNewDriverHandoverEnabled): one page for both directions, chosen at the top. */
export default function DriverHandoverPage() {
  const t = useT();
  const [direction, setDirection] = useState<Direction>(openingDirection);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Box maxW="5xl">
      <Heading as="h1" size="2xl" ref={headingRef} tabIndex={-1} outline="none">{t('handover.title_new')}</Heading>
      <Text mt="1" color="fg.muted" _print={{ display: 'none' }}>{t('handover.intro_new')}</Text>
      <HStack role="group" aria-label={t('handover.direction')} gap="2" my="4" wrap="wrap" _print={{ display: 'none' }}>
        {DIRECTIONS.map((d) => (
          <Button key={d} aria-pressed={direction === d} variant={direction === d ? 'solid' : 'outline'} colorPalette="brand" minH="11" onClick={() => setDirection(d)}>
            {t(`handover.direction_${d}`)}
          </Button>
        ))}
      </HStack>
      <HandoverFlow key={direction} direction={direction} />
    </Box>
  );
}
