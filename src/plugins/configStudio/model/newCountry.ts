import type { CountryConfig, CountryCode, PortalConfig } from '@kernel';
import type { ConfigFiles } from './changedFiles';

/** What 'New country from…' asks; everything else is copied from the source country. */
export interface NewCountryInput {
  code: CountryCode;
  /** The name in English, or per language (English required): written in the file, so no catalog changes. */
  name: string | CountryConfig['names'];
  phonePrefix: string;
  currency: { code: string; symbol: string; position?: CountryConfig['currency']['position'] };
  utcOffset: number;
}

/** A copied value that was right for the source country and may not be for the new one: for the admin to check. */
export interface ToReview {
  file: string;
  /** JSON pointer in the file. */
  path: string;
}

export type NewCountryResult =
  | { ok: true; files: ConfigFiles; review: ToReview[] }
  /** `sourceMissing`: no country, forms or portal file for the source; `codeTaken`: portal.json lists the code. */
  | { ok: false; reason: 'sourceMissing' | 'codeTaken' };

// Country values that are facts of the source country, kept as they were.
const COPIED_FACTS = ['/postcodeLength', '/cod', '/defaultLanguage', '/deliveryTypes', '/supportHotline', '/api/baseUrl'];

function parsed<T>(files: ConfigFiles, path: string): T | undefined {
  const text = Object.hasOwn(files, path) ? files[path] : undefined;
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

const asFile = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The three files of the README's recipe for a country added by config alone: its country file, its forms file and
 * portal.json with the code added, copied from `source` with the asked values changed. Whether the result is right
 * is the config check's to say (it runs on the draft as on the served files); this only writes the files.
 */
export function newCountryFrom(files: ConfigFiles, source: CountryCode, input: NewCountryInput): NewCountryResult {
  const country = parsed<CountryConfig & { $schema?: string }>(files, `countries/${source}.json`);
  const formsText = Object.hasOwn(files, `forms/${source}.json`) ? files[`forms/${source}.json`] : undefined;
  const portal = parsed<PortalConfig>(files, 'portal.json');
  if (!country || formsText === undefined || !portal || !Array.isArray(portal.countries)) return { ok: false, reason: 'sourceMissing' };
  if (portal.countries.includes(input.code)) return { ok: false, reason: 'codeTaken' };

  const { nameId: _sourceName, names: _sourceNames, ...rest } = country;
  const names = typeof input.name === 'string' ? { en: input.name } : input.name;
  // An API base named after the source country (/api/sg) is the new country's (/api/kh); another one is kept.
  const baseUrl = rest.api.baseUrl.replace(new RegExp(`/${source}$`), `/${input.code}`);
  const { $schema, code: _sourceCode, ...facts } = rest;
  // $schema and code first, then the name, then the source's keys in its order.
  const next: CountryConfig & { $schema?: string } = {
    $schema,
    code: input.code,
    names,
    ...facts,
    phonePrefix: input.phonePrefix,
    utcOffsetHours: input.utcOffset,
    currency: { ...input.currency, position: input.currency.position ?? rest.currency.position },
    api: { ...rest.api, baseUrl },
  };
  const countryFile = `countries/${input.code}.json`;
  return {
    ok: true,
    files: {
      [countryFile]: asFile(next),
      [`forms/${input.code}.json`]: formsText,
      'portal.json': asFile({ ...portal, countries: [...portal.countries, input.code] }),
    },
    review: COPIED_FACTS.map((path) => ({ file: countryFile, path })),
  };
}
