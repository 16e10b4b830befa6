import { allowsNamed } from './gates';
import { usePortal } from './usePortal';

/**
 * Whether a named gate of config/gates.json passes for the logged-in point (`useGate('canPost')`). A name config
 * does not define is false; a plugin lists the names it asks in its manifest's `gates`, so start-up refuses a config
 * that lacks one instead of hiding the feature silently.
 */
export function useGate(name: string): boolean {
  return allowsNamed(name, usePortal().gate);
}
