import { HStack, type StackProps } from '@chakra-ui/react';
import { useStickyBar } from './stickyBars';

/**
 * A page's action bar, stuck to the bottom of the screen (an order's total and Create, check-in): registered as a
 * sticky bar, so a focused control is never left behind it.
 */
export function StickyFooter({ children, ...rest }: StackProps) {
  const ref = useStickyBar<HTMLDivElement>('bottom');
  return (
    <HStack ref={ref} position="sticky" bottom="0" bg="bg" py="3" borderTopWidth="1px" zIndex="1" data-sticky-bar="bottom" {...rest}>
      {children}
    </HStack>
  );
}
