// The address of one call: the base URL of the operation's API (global or country), its path with the path values,
// and the query values (a list repeats its name: `filter=a&filter=b`, the document's form style with explode).

/** `{ global, country }` base URLs from the check's options. */
export function baseUrls({ baseUrl, country, countryBaseUrl, globalBaseUrl }) {
  const origin = baseUrl?.replace(/\/+$/, '');
  return {
    country: countryBaseUrl ?? (origin ? `${origin}/api/${country}` : undefined),
    global: globalBaseUrl ?? (origin ? `${origin}/api/global` : undefined),
  };
}

export function urlOf(base, path, values) {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name) => encodeURIComponent(String(values.path[name])));
  const url = new URL(base.replace(/\/+$/, '') + filled);
  for (const [name, value] of Object.entries(values.query)) {
    for (const one of [value].flat()) url.searchParams.append(name, String(one));
  }
  return url;
}
