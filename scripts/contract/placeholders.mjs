// The placeholders a fixture's values may hold, filled in when the check runs: `{country}` (sg), `{CC}` (SG),
// `{dpId}` (the logged-in point), `{today}` and `{today-N}` (UTC days, YYYY-MM-DD), `{month}` and `{month-N}`
// (YYYY-MM). Dates move with the clock, so a fixture never falls out of the data a server keeps (the simulator's
// 90 days of parcels, 13 months of analytics).
const DAY = 86_400_000;

const day = (at) => new Date(at).toISOString().slice(0, 10);

function month(now, back) {
  const d = new Date(now);
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1));
  return first.toISOString().slice(0, 7);
}

/** `{ country, dpId, now }` → the value of one placeholder, or undefined when it names nothing known. */
function valueOf(name, back, context) {
  switch (name) {
    case 'country': return context.country;
    case 'CC': return context.country.toUpperCase();
    case 'dpId': return context.dpId === undefined ? undefined : String(context.dpId);
    case 'today': return day(context.now - back * DAY);
    case 'month': return month(context.now, back);
    default: return undefined;
  }
}

/** A string with its placeholders filled; throws naming the first that cannot be (an unknown one, or no point id). */
export function fill(text, context) {
  return text.replace(/\{(\w+)(?:-(\d+))?\}/g, (whole, name, back) => {
    const value = valueOf(name, Number(back ?? 0), context);
    if (value === undefined) throw new Error(name === 'dpId' ? 'the point id is not known (no --dp-id, no login, and getLoggedInPoint gave none)' : `unknown placeholder ${whole}`);
    return value;
  });
}

/** A fixture value filled: a string, or each string of a list; numbers and booleans as they are. */
export function fillValue(value, context) {
  if (Array.isArray(value)) return value.map((v) => fillValue(v, context));
  return typeof value === 'string' ? fill(value, context) : value;
}
