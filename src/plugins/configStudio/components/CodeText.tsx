import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A path or key of a config file, in the editor's font (Chakra's Code would add a recipe to every page's system). */
export function CodeText({ children }: { children: ReactNode }) {
  return <Box as="code" fontFamily="mono" fontSize="sm" bg="bg.muted" px="1" borderRadius="sm">{children}</Box>;
}
