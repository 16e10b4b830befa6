import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** Values a message may interpolate; a function formats a `<tag>…</tag>` from its children's text. */
export type FormatValues = Record<string, unknown>;

// ICU's named styles, as intl-messageformat defines them.
const NUMBER_STYLES: Record<string, Intl.NumberFormatOptions> = {
  integer: { maximumFractionDigits: 0 },
  currency: { style: 'currency' },
  percent: { style: 'percent' },
};
const DATE_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { month: 'numeric', day: 'numeric', year: '2-digit' },
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
};
const TIME_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { hour: 'numeric', minute: 'numeric' },
  medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
  long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
};


/**
 * Formats parsed ICU messages (syntax trees compiled at build time, or parsed in development) in one language:
 * plain arguments, number, date and time, select, plural (with =N, offset and #) and tags, with the semantics of
 * intl-messageformat, so the build ships neither the ICU parser nor formatjs's runtime. Intl formatters are made
 * once per language and options.
 */
export function createFormatter(locale: string) {
  const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
  function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(kind: string, options: object | undefined, make: () => T): T {
    const key = `${kind}${JSON.stringify(options ?? {})}`;
    let f = cache.get(key) as T | undefined;
    if (!f) cache.set(key, (f = make()));
    return f;
  }
  const numberFormat = (o?: Intl.NumberFormatOptions) => cached('n', o, () => new Intl.NumberFormat(locale, o));
  const dateFormat = (o?: Intl.DateTimeFormatOptions) => cached('d', o, () => new Intl.DateTimeFormat(locale, o));
  const pluralRules = (type: Intl.PluralRuleType) => cached('p', { type }, () => new Intl.PluralRules(locale, { type }));

  function format(elements: MessageFormatElement[], values: FormatValues, pound?: number): string {
    let out = '';
    for (const el of elements) {
      if (el.type === TYPE.literal) {
        out += el.value;
        continue;
      }
      if (el.type === TYPE.pound) {
        if (pound !== undefined) out += numberFormat().format(pound);
        continue;
      }
      if (!(el.value in values)) throw new Error(`no value for "${el.value}"`);
      const value = values[el.value];
      switch (el.type) {
        case TYPE.argument:
          out += value === null || value === undefined || value === false ? '' : String(value);
          break;
        case TYPE.number: {
          const style = typeof el.style === 'string' ? NUMBER_STYLES[el.style] : el.style?.parsedOptions;
          const scale = style && 'scale' in style && typeof style.scale === 'number' ? style.scale : 1;
          out += numberFormat(style).format(Number(value) * scale);
          break;
        }
        case TYPE.date:
        case TYPE.time: {
          const named = el.type === TYPE.date ? DATE_STYLES : TIME_STYLES;
          const style = typeof el.style === 'string' ? named[el.style] : el.style?.parsedOptions ?? (el.type === TYPE.time ? TIME_STYLES.medium : undefined);
          out += dateFormat(style).format(value as Date | number);
          break;
        }
        case TYPE.select: {
          const key = String(value);
          const option = (Object.hasOwn(el.options, key) ? el.options[key] : undefined) ?? el.options.other;
          if (!option) throw new Error(`no option "${key}" for "${el.value}"`);
          out += format(option.value, values);
          break;
        }
        case TYPE.plural: {
          const n = Number(value);
          const exact = `=${n}`;
          const option = (Object.hasOwn(el.options, exact) ? el.options[exact] : undefined)
            ?? el.options[pluralRules(el.pluralType ?? 'cardinal').select(n - el.offset)] ?? el.options.other;
          if (!option) throw new Error(`no plural option for "${el.value}"`);
          out += format(option.value, values, n - el.offset);
          break;
        }
        case TYPE.tag: {
          const inner = format(el.children, values, pound);
          out += typeof value === 'function' ? String((value as (chunks: string[]) => unknown)([inner])) : inner;
          break;
        }
      }
    }
    return out;
  }
  return { format: (elements: MessageFormatElement[], values: FormatValues = {}) => format(elements, values) };
}
