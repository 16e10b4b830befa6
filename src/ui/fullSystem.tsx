import { ChakraProvider, useChakraContext } from '@chakra-ui/react';
import { useInsertionEffect, type ReactNode } from 'react';
import globalCss from 'virtual:portal-global-css';
import { buildSystem } from './systemConfig';
import { portalRecipes, portalSlotRecipes } from './recipes';

let system: ReturnType<typeof buildSystem> | null = null;

/**
 * The recipes of every component the portal draws: the portal's one system (App.tsx), the one plugins and the shell
 * draw with. Built on first use, not as its module loads: building it is a long task on a cheap phone (some 100 ms at
 * 4x CPU), and start-up gives it a task of its own (boot.tsx) instead of adding it to the evaluation of the portal's
 * code. Its global styles come as CSS rendered at build time (PortalSystemProvider), so ChakraProvider has none.
 */
export function fullSystem(): ReturnType<typeof buildSystem> {
  if (system) return system;
  system = buildSystem(portalRecipes, portalSlotRecipes);
  system._global = [];
  return system;
}

let inserted = false;

/**
 * The global styles' sheet, once, ahead of emotion's: where ChakraProvider's Globals put them, before any component's
 * styles. Its first line is the layers' order, which must come before any rule of a layer.
 */
function insertGlobalCss(): void {
  if (inserted) return;
  inserted = true;
  const style = document.createElement('style');
  style.setAttribute('data-portal-global', '');
  style.textContent = globalCss;
  document.head.insertBefore(style, document.head.querySelector('style[data-emotion]'));
}

/** The full system with its global styles: the portal's root, its config problem screens. */
export function PortalSystemProvider({ children }: { children: ReactNode }) {
  useInsertionEffect(insertGlobalCss, []);
  return <ChakraProvider value={fullSystem()}>{children}</ChakraProvider>;
}

/**
 * The full system around `children`. Where it is already in force (the portal's own tree) nothing is added: a second
 * provider would insert the same global styles again and restyle the whole page.
 */
export function FullSystemProvider({ children }: { children: ReactNode }) {
  if (useCurrentSystem() === fullSystem()) return <>{children}</>;
  return <PortalSystemProvider>{children}</PortalSystemProvider>;
}

/** The system in force, or null outside any provider (Chakra's hook throws there). */
function useCurrentSystem(): unknown {
  try {
    return useChakraContext();
  } catch {
    return null;
  }
}
