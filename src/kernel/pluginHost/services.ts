/**
 * Plugin services, the way JupyterLab tokens and Backstage utility APIs work: a token names a typed contract, one
 * plugin provides it, others require it and get it from the kernel. Plugins never import each other; the token and
 * the contract's types live in src/services, which both sides import.
 */

/** Names a service and carries its type. Make one with `defineService`, in src/services. */
export interface ServiceToken<T> {
  readonly id: string;
  /** One sentence for developers and the problem shown when no plugin provides it. */
  readonly description: string;
  /** Type only: never set. */
  readonly __service?: T;
}

/** A token for a service of type T. */
export function defineService<T>(id: string, description: string): ServiceToken<T> {
  return { id, description };
}

/**
 * What a plugin provides: the token and how to make the service, loaded on first use so the manifest (part of the
 * first screen) carries no implementation.
 */
export interface ServiceProvision<T = unknown> {
  token: ServiceToken<T>;
  load: () => Promise<T>;
}

/** Pairs a token with its loader, typed so the loader must give the token's type. */
export function provide<T>(token: ServiceToken<T>, load: () => Promise<T>): ServiceProvision<T> {
  return { token, load: load as () => Promise<T> };
}

/** Thrown by `getService` for a token no loaded plugin provides (start-up refuses such a build before this). */
export class MissingServiceError extends Error {
  constructor(readonly tokenId: string) {
    super(`No plugin provides the service "${tokenId}"`);
    this.name = 'MissingServiceError';
  }
}
