// The string formats the contract uses, checked as a strict server's answers would be written. Ajv knows no format by
// itself; these four are all the document names (a new one fails the check's start, so it cannot be ignored).
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/i;

function isDate(text) {
  const m = DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
}

/** RFC 3339 date-time: a date, T, a time with seconds and an offset (Z or ±hh:mm). */
function isDateTime(text) {
  const [date, time, ...rest] = text.split(/[Tt ]/);
  return rest.length === 0 && date !== undefined && time !== undefined && isDate(date) && TIME.test(time);
}

export const FORMATS = {
  date: isDate,
  'date-time': isDateTime,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
};

/** Adds the formats to an Ajv instance. */
export function addFormats(ajv) {
  for (const [name, check] of Object.entries(FORMATS)) ajv.addFormat(name, check);
  return ajv;
}
