// The check's command line. `--token` may also come from CONTRACT_TOKEN, so it stays out of the shell's history.
export const USAGE = `npm run contract:check -- [--base-url <url>] [--country sg] [--token <t>] [options]

Asks every GET of api/openapi.yaml marked x-safe: true with the values of the fixture file and compares each answer
with the document's response schema. Sends nothing but GETs.

  --base-url <url>          where the API answers under /api/<country> and /api/global, as the portal is deployed
                            (without it: the simulator, started and logged in to as <country>-demo)
  --country-base-url <url>  the country API's own base URL (the document's countryBaseUrl), instead of --base-url
  --global-base-url <url>   the global API's own base URL (globalBaseUrl), instead of --base-url
  --country <cc>            the point's country (default sg)
  --token <t>               the access token (or CONTRACT_TOKEN); with --base-url, a login's accessToken
  --dp-id <n>               the point's id (default: the login's, else getLoggedInPoint's answer)
  --fixtures <file>         the values to ask with (default api/contract-fixtures.json, the simulator's seeds)
  --timeout <s>             seconds to wait for each answer (default 15)
  --sim-dir <dir>           a simulator bundle already built (skips the build)`;

const VALUED = new Set(['base-url', 'country-base-url', 'global-base-url', 'country', 'token', 'dp-id', 'fixtures', 'timeout', 'sim-dir']);
const camel = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());

export function parseArgs(argv, env = {}) {
  const options = { country: 'sg', fixtures: 'api/contract-fixtures.json', timeout: '15', token: env.CONTRACT_TOKEN || undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') return { help: true };
    const [flag, inline] = arg.startsWith('--') ? arg.slice(2).split(/=(.*)/s) : [];
    if (!flag || !VALUED.has(flag)) throw new Error(`unknown argument ${arg}`);
    const value = inline ?? argv[++i];
    if (value === undefined || value === '') throw new Error(`--${flag} needs a value`);
    options[camel(flag)] = value;
  }
  if (!/^[a-z]{2}$/.test(options.country)) throw new Error(`--country takes a two-letter code in lower case, not ${options.country}`);
  const timeout = Number(options.timeout);
  if (!(timeout > 0)) throw new Error('--timeout takes a number of seconds');
  const dpId = options.dpId === undefined ? undefined : Number(options.dpId);
  if (dpId !== undefined && !Number.isInteger(dpId)) throw new Error('--dp-id takes a whole number');
  return { ...options, timeoutMs: timeout * 1000, dpId };
}
