import { countryBaseUrl } from '../api/baseUrl';
import { askEarly } from '../api/early';
import type { PluginPage } from '../pluginHost/definePlugin';
import { routeAccepted } from '../routing/access';
import { session, sessionCountry } from '../session/store';
import type { LoadedConfig } from '../types';
import { frameContext, routeAt } from './frameAt';

/**
 * A cold start on a page that declares its opening GETs (`early`) asks them now, beside the page's code, when the
 * address is that page and the logged-in point may open it; the page's own GETs then take the answers. The country
 * and headers are the country client's (api/client.ts).
 */
export function askPageData(config: LoadedConfig, routeId: string, early: NonNullable<PluginPage['early']>): void {
  const at = routeAt(config, routeId);
  const token = session.loginInfo?.accessToken;
  if (!at || !token || !routeAccepted(at.route, at.view.gate)) return;
  const base = countryBaseUrl(config, sessionCountry(session, config.portal.countries) ?? config.portal.defaultCountry);
  if (!base) return;
  const gets = early(new URLSearchParams(location.search), frameContext(at.view));
  if (gets.length > 0) askEarly(base, { token, dpId: session.loginInfo?.dpId }, gets, config.portal.api.timeoutMs);
}
