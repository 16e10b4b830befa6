import { ChakraProvider } from '@chakra-ui/react';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { buildSystem } from './theme';

/** Every Chakra recipe, for the logged-in shell and plugins; loaded with the shell, not on the login screen. */
export const fullSystem = buildSystem(recipes, slotRecipes);

export function FullSystemProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={fullSystem}>{children}</ChakraProvider>;
}
