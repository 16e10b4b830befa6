import { Box, Heading, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useT } from '@kernel';
import { HandoverFlow } from '../components/HandoverFlow';
import type { Direction } from '../model/statuses';

/** The legacy pages' frame: a title and intro for one direction, then the flow. */
export function HandoverPage({ direction }: { direction: Direction }) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Box maxW="5xl">
      <Heading as="h1" size="2xl" ref={headingRef} tabIndex={-1} outline="none">{t(`handover.title_${direction}`)}</Heading>
      <Text mt="1" mb="5" color="fg.muted" _print={{ display: 'none' }}>{t(`handover.intro_${direction}`)}</Text>
      <HandoverFlow direction={direction} />
    </Box>
  );
}
