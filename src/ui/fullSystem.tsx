import { ChakraProvider, createSystem, defaultConfig } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { portalConfig } from './theme';

/** Every Chakra recipe, for the logged-in shell and plugins; loaded with the shell, not on the login screen. */
export const fullSystem = createSystem(defaultConfig, portalConfig);

export function FullSystemProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={fullSystem}>{children}</ChakraProvider>;
}
