import { ChakraProvider, useChakraContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { buildSystem } from './systemConfig';
import { portalRecipes, portalSlotRecipes } from './recipes';

/** The recipes of every component the portal draws: the portal's one system (App.tsx), the one plugins and the shell draw with. */
export const fullSystem = buildSystem(portalRecipes, portalSlotRecipes);

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
