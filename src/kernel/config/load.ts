import type { CountryCode, FlagsConfig, FormsConfig, LoadedConfig, MenuConfig, NamedGate, PortalConfig, RouteDef, CountryConfig } from '../types';
import { crossCheck } from './crossCheck';
import { checkForms, type DeclaredFormKind } from './formsCheck';
import type { ConfigProblem } from './problems';
import { parseJsonSafely } from './safeJson';
import { jsonErrorAt } from './jsonErrorAt';

export interface ValidateFn {
  (data: unknown): boolean;
  errors?: AjvError[] | null;
}

interface AjvError {
  instancePath: string;
  schemaPath?: string;
  message?: string;
  params: Record<string, unknown>;
  keyword: string;
  /** Set on the errors of a key checked by propertyNames: they explain the propertyNames error, which says it all. */
  propertyName?: string;
}

/** One validate function per schema, precompiled in the browser, compiled by Ajv on the command line. */
export interface ConfigValidators {
  portal: ValidateFn;
  country: ValidateFn;
  routes: ValidateFn;
  menu: ValidateFn;
  flags: ValidateFn;
  gates: ValidateFn;
  forms: ValidateFn;
}

/** Reads a file under config/ by its relative path; null when it does not exist. */
export type ReadConfigFile = (relativePath: string) => Promise<string | null>;

export type ConfigLoadResult =
  | { ok: true; config: LoadedConfig; warnings: ConfigProblem[] }
  /** `portal`: config/portal.json where it was valid (it names the countries whose form files exist). */
  | { ok: false; problems: ConfigProblem[]; portal?: PortalConfig };

/** Validators without config/forms' one: start-up's set when the forms are checked later (loadForms). */
export type StartupValidators = Omit<ConfigValidators, 'forms'> & { forms?: ValidateFn };

/** A file's last parse and validation, per reader: a reader that checks again (the config studio, on each edit) redoes only the files whose text changed. */
interface FileCheck { text: string; validate: ValidateFn; value: unknown; problems: ConfigProblem[] }
const lastChecks = new WeakMap<ReadConfigFile, Map<string, FileCheck>>();

/** Reads, parses and validates one config file; every problem goes to `problems`; undefined when unusable. */
export async function readJson(read: ReadConfigFile, rel: string, validate: ValidateFn, problems: ConfigProblem[]): Promise<unknown> {
  const file = `config/${rel}`;
  let text: string | null;
  try {
    text = await read(rel);
  } catch (e) {
    problems.push({ file, path: '', message: `could not be read (${String(e)})`, severity: 'error', unreachable: true });
    return undefined;
  }
  if (text === null) {
    problems.push({ file, path: '', message: 'is missing', severity: 'error' });
    return undefined;
  }
  let memo = lastChecks.get(read);
  if (!memo) lastChecks.set(read, (memo = new Map()));
  const last = memo.get(rel);
  if (last && last.text === text && last.validate === validate) {
    problems.push(...last.problems);
    return last.value;
  }
  const own: ConfigProblem[] = [];
  const value = parseAndValidate(file, text, validate, own);
  memo.set(rel, { text, validate, value, problems: own });
  problems.push(...own);
  return value;
}

function parseAndValidate(file: string, text: string, validate: ValidateFn, problems: ConfigProblem[]): unknown {
  let parsed;
  try {
    parsed = parseJsonSafely(text);
  } catch (e) {
    const at = jsonErrorAt(text);
    const where = at ? ` (line ${at.line}, column ${at.column})` : '';
    problems.push({ file, path: '', message: `is not valid JSON: ${(e as Error).message}${where}`, severity: 'error' });
    return undefined;
  }
  for (const p of parsed.dropped) problems.push({ file, path: p, message: 'is a forbidden key and was ignored', severity: 'warning' });
  if (!validate(parsed.value)) {
    for (const p of summarize(validate.errors ?? [], parsed.value)) problems.push({ file, ...p, severity: 'error' });
    return undefined;
  }
  return parsed.value;
}

/** One file a country in use (country files and form files are named by country code). */
function perCountry<T>(read: ReadConfigFile, portal: PortalConfig, folder: string, validate: ValidateFn, problems: ConfigProblem[], only?: readonly CountryCode[]): Promise<Partial<Record<CountryCode, T>>> {
  const codes = only ? portal.countries.filter((c) => only.includes(c)) : portal.countries;
  return Promise.all(codes.map((c) => readJson(read, `${folder}/${c}.json`, validate, problems) as Promise<T | undefined>)).then((list) => {
    const out: Partial<Record<CountryCode, T>> = {};
    codes.forEach((code, i) => {
      const item = list[i];
      if (item) out[code] = item;
    });
    return out;
  });
}

/**
 * Loads every file under config/, validates each against its schema and then across files, and reports every
 * problem at once (file and JSON path) instead of stopping at the first. Without a forms validator, config/forms
 * is left for loadForms (the portal checks it after login: only plugin pages read it) and `forms` is empty.
 */
export async function loadConfig(
  read: ReadConfigFile,
  validators: StartupValidators,
  messageIds: ReadonlySet<string> | Promise<ReadonlySet<string>>,
  formKinds?: readonly DeclaredFormKind[],
): Promise<ConfigLoadResult> {
  const problems: ConfigProblem[] = [];

  const portal = (await readJson(read, 'portal.json', validators.portal, problems)) as PortalConfig | undefined;
  if (!portal) return { ok: false, problems };

  const [routesFile, legacy, newDesign, flags, gatesFile, countries, forms] = await Promise.all([
    readJson(read, portal.files.routes, validators.routes, problems) as Promise<{ routes: RouteDef[] } | undefined>,
    readJson(read, portal.files.legacyMenu, validators.menu, problems) as Promise<MenuConfig | undefined>,
    readJson(read, portal.files.newDesignMenu, validators.menu, problems) as Promise<MenuConfig | undefined>,
    readJson(read, portal.files.flags, validators.flags, problems) as Promise<FlagsConfig | undefined>,
    readJson(read, portal.files.gates, validators.gates, problems) as Promise<{ gates: Record<string, NamedGate> } | undefined>,
    perCountry<CountryConfig>(read, portal, 'countries', validators.country, problems),
    validators.forms ? perCountry<FormsConfig>(read, portal, 'forms', validators.forms, problems) : Promise.resolve({}),
  ]);
  if (!routesFile || !legacy || !newDesign || !flags || !gatesFile || problems.some((p) => p.severity === 'error')) {
    return { ok: false, problems, portal };
  }
  const config: LoadedConfig = { portal, countries, routes: routesFile.routes, menus: { legacy, newDesign }, flags, gates: gatesFile.gates, forms };
  // Message ids may still be loading (fetched in parallel with the config files).
  problems.push(...crossCheck(config, await messageIds, formKinds));
  if (problems.some((p) => p.severity === 'error')) return { ok: false, problems, portal };
  return { ok: true, config, warnings: problems };
}

/**
 * config/forms of every country (or of `only` those), validated and checked against the rest of an already loaded
 * config.
 */
export async function loadForms(
  read: ReadConfigFile,
  validate: ValidateFn,
  config: LoadedConfig,
  messageIds: ReadonlySet<string>,
  formKinds?: readonly DeclaredFormKind[],
  only?: readonly CountryCode[],
): Promise<{ ok: true; forms: LoadedConfig['forms']; warnings: ConfigProblem[] } | { ok: false; problems: ConfigProblem[] }> {
  const problems: ConfigProblem[] = [];
  const forms = await perCountry<FormsConfig>(read, config.portal, 'forms', validate, problems, only);
  if (!problems.some((p) => p.severity === 'error')) problems.push(...checkForms({ ...config, forms }, messageIds, formKinds));
  if (problems.some((p) => p.severity === 'error')) return { ok: false, problems };
  return { ok: true, forms, warnings: problems };
}

/**
 * The schema problems of config/forms alone, for the error screen of a start-up that failed on other files: the
 * admin then sees every broken file at once. (Checking forms against the rest of the config needs a valid config.)
 */
export async function formFileProblems(read: ReadConfigFile, validate: ValidateFn, portal: PortalConfig): Promise<ConfigProblem[]> {
  const problems: ConfigProblem[] = [];
  await perCountry<FormsConfig>(read, portal, 'forms', validate, problems);
  return problems;
}

/** Keywords a propertyNames subschema uses on a key (never on the object itself). */
const NAME_RULES = new Set(['enum', 'const', 'anyOf', 'pattern']);

const GATE_OPERATORS = new Set(['all', 'any', 'not', 'gate', 'setting', 'flag', 'includes', 'country', 'dp', 'in', 'always']);

function valueAt(data: unknown, pointer: string): unknown {
  let node = data;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node;
}

/**
 * Ajv reports every branch of a oneOf that failed (eight for a gate with a typo); an admin needs one line per
 * mistake. For each oneOf, the branch errors at its own level are dropped; what went wrong deeper inside the
 * branch that was meant is kept; the oneOf itself becomes one line only when nothing deeper explains it.
 */
function summarize(errors: AjvError[], data: unknown): Array<{ path: string; message: string }> {
  const oneOfs = errors.filter((e) => e.keyword === 'oneOf');
  const drop = new Set<AjvError>();
  // A key refused by propertyNames: the rule it broke (an enum, inline or behind a $ref) is at the object's own path
  // and says the same; the propertyNames line names the key, so it alone stays.
  for (const names of errors.filter((e) => e.keyword === 'propertyNames')) {
    for (const e of errors) {
      if (e !== names && e.instancePath === names.instancePath && NAME_RULES.has(e.keyword)) drop.add(e);
    }
  }
  const replace = new Map<AjvError, string>();
  for (const one of oneOfs) {
    const base = `${one.schemaPath ?? ''}/`;
    const branchHere = errors.filter((e) => e !== one && e.instancePath === one.instancePath && (e.schemaPath ?? '').startsWith(base));
    branchHere.forEach((e) => drop.add(e));
    const deeper = errors.some((e) => e.instancePath.startsWith(`${one.instancePath}/`));
    if (deeper) {
      drop.add(one);
      continue;
    }
    const isGate = branchHere.some((e) => e.keyword === 'required' && e.params.missingProperty === 'any');
    const value = valueAt(data, one.instancePath);
    if (isGate) {
      const keys = value !== null && typeof value === 'object' ? Object.keys(value) : [];
      const unknown = keys.filter((k) => !GATE_OPERATORS.has(k));
      const what = 'is not a valid gate (operators: all, any, not, gate, setting, flag, country, dp with in, always)';
      replace.set(one, unknown.length ? `${what}; unknown operator ${unknown.map((u) => `"${u}"`).join(', ')}` : what);
    } else {
      const alternatives = [...new Set(branchHere.filter((e) => e.keyword === 'required').map((e) => `"${String(e.params.missingProperty)}"`))];
      replace.set(
        one,
        Array.isArray(one.params.passingSchemas) ? 'matches more than one allowed shape; keep only one of them'
          : alternatives.length ? `must have one of ${alternatives.join(', ')}` : 'matches none of the allowed shapes',
      );
    }
  }
  const out: Array<{ path: string; message: string }> = [];
  const seen = new Set<string>();
  for (const err of errors) {
    if (drop.has(err) || err.propertyName !== undefined) continue;
    const message = replace.get(err) ?? describe(err);
    const key = `${err.instancePath} ${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ path: err.instancePath, message });
  }
  return out;
}

function describe(err: { message?: string; keyword: string; params: Record<string, unknown> }): string {
  if (err.keyword === 'additionalProperties') return `has an unknown property "${String(err.params.additionalProperty)}"`;
  if (err.keyword === 'propertyNames') return `has an unknown property "${String(err.params.propertyName)}"`;
  if (err.keyword === 'enum' && Array.isArray(err.params.allowedValues))
    return `must be one of ${err.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
  return err.message ?? err.keyword;
}
