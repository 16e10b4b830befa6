/**
 * A path with doubled slashes (`//example.com`, from a mistyped or glued-together link) is a path of this portal. Put
 * back as it is, it would name another origin: the logged-out start's `history.replaceState` threw on it after the
 * login ('Loading chunk failed'), and the router did not match it. Made plain once, before anything reads the address.
 */

/** The path with every run of slashes made one. */
export function plainPath(pathname: string): string {
  return pathname.replace(/\/{2,}/g, '/');
}

/** Replaces the address with its plain path (query and hash kept) when it has doubled slashes. */
export function makeAddressPlain(loc: Pick<Location, 'pathname' | 'search' | 'hash'> = location, hist: Pick<History, 'replaceState' | 'state'> = history): void {
  const plain = plainPath(loc.pathname);
  if (plain !== loc.pathname) hist.replaceState(hist.state, '', `${plain}${loc.search}${loc.hash}`);
}
