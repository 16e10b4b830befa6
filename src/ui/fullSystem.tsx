import { ChakraProvider, useChakraContext } from '@chakra-ui/react';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { buildSystem } from './systemConfig';

/** Every Chakra recipe: the portal's one system (App.tsx), and the one plugins and the shell draw with. */
export const fullSystem = buildSystem(recipes, slotRecipes);

/**
 * The full system around `children`. Where it is already in force (the portal's own tree) nothing is added: a second
 * provider would insert the same global styles again and restyle the whole page.
 */
export function FullSystemProvider({ children }: { children: ReactNode }) {
  if (useCurrentSystem() === fullSystem) return <>{children}</>;
  return <ChakraProvider value={fullSystem}>{children}</ChakraProvider>;
}

/** The system in force, or null outside any provider (Chakra's hook throws there). */
function useCurrentSystem(): unknown {
  try {
    return useChakraContext();
  } catch {
    return null;
  }
}
