import { getRuntime } from '../runtime';
import { getOn } from '../api/callsOn';
import { apiCountry } from '../api/country';

/**
 * GET the remote flag overrides for a country on the global client. One call for the shell's flag poll and the
 * reach probe, which asks it because it is the lightest call every point may make.
 */
export async function fetchRemoteFlags(country: string, signal: AbortSignal) {
  return getOn((await getRuntime().clients()).global, '1.0/feature-flags', { query: { country: apiCountry(country) }, signal });
}
