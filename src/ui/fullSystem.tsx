import { ChakraProvider, useChakraContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { buildSystem } from './systemConfig';
import { portalRecipes, portalSlotRecipes } from './recipes';

let system: ReturnType<typeof buildSystem> | null = null;

/**
 * The recipes of every component the portal draws: the portal's one system (App.tsx), the one plugins and the shell
 * draw with. Built on first use, not as its module loads: building it is a long task on a cheap phone (some 100 ms at
 * 4x CPU), and start-up gives it a task of its own (boot.tsx) instead of adding it to the evaluation of the portal's
 * code.
 */
export function fullSystem(): ReturnType<typeof buildSystem> {
  return (system ??= buildSystem(portalRecipes, portalSlotRecipes));
}

/**
 * The full system around `children`. Where it is already in force (the portal's own tree) nothing is added: a second
 * provider would insert the same global styles again and restyle the whole page.
 */
export function FullSystemProvider({ children }: { children: ReactNode }) {
  if (useCurrentSystem() === fullSystem()) return <>{children}</>;
  return <ChakraProvider value={fullSystem()}>{children}</ChakraProvider>;
}

/** The system in force, or null outside any provider (Chakra's hook throws there). */
function useCurrentSystem(): unknown {
  try {
    return useChakraContext();
  } catch {
    return null;
  }
}
