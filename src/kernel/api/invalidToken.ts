import type { PortalError } from './errors';

type Listener = (error: PortalError) => void;
const listeners = new Set<Listener>();

/** Called whenever any client receives an invalid-token answer (the shell shows the error modal). */
export function onInvalidToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceInvalidToken(error: PortalError): void {
  listeners.forEach((l) => l(error));
}
