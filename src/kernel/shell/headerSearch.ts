import { pageSources } from '../pageSources';
import { pluginManifests } from '../pluginHost/registry';

/** The page that answers the header's order search, and the query parameter that carries the text. */
export interface HeaderSearch {
  route: string;
  param: string;
}

/** Where the header's order search goes: the first loaded plugin page that declares it answers searches, or none. */
export function headerSearchTarget(): HeaderSearch | null {
  for (const m of pluginManifests()) {
    if (m.headerSearch && pageSources().has(m.headerSearch.route)) return m.headerSearch;
  }
  return null;
}
