import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from '../types';
import type { Messages } from './kernelCatalog';
import { createFormatter } from './formatMessage';

/** Values a message may interpolate. */
export type MessageValues = Record<string, string | number | boolean | null | undefined | Date>;

/** Translate function handed to components. */
export type Translate = (id: string, values?: MessageValues) => string;

interface IntlValue {
  /** The active catalog (e.g. to ask whether an id exists). */
  intl: { locale: Locale; messages: Messages };
  locale: Locale;
  t: Translate;
}

const IntlContext = createContext<IntlValue | null>(null);

// Builds compile catalogs (catalogPlugin.ts): a string there is final text and the parser is not shipped.
const compiled = Boolean(import.meta.env.VITE_CATALOGS_COMPILED);

export function makeIntl(locale: Locale, messages: Messages): IntlValue {
  const formatter = createFormatter(locale);
  const parsed = new Map<string, MessageFormatElement[]>();
  const t: Translate = (id, values) => {
    const message = Object.hasOwn(messages, id) ? messages[id] : undefined;
    if (message === undefined) {
      // A missing key falls back to the id; the catalog test catches it before release.
      if (import.meta.env.DEV) console.warn(`Missing message "${id}" for ${locale}`);
      return id;
    }
    if (compiled && typeof message === 'string') return message;
    try {
      let tree = typeof message === 'string' ? parsed.get(id) : message;
      if (!tree) parsed.set(id, (tree = parse(message as string, { locale: new Intl.Locale(locale) })));
      return formatter.format(tree, values);
    } catch (e) {
      // As formatjs does: the text (or the id) instead of a crash; the catalog test checks placeholders.
      if (import.meta.env.DEV) console.warn(`Message "${id}" (${locale}): ${String(e)}`);
      return typeof message === 'string' ? message : id;
    }
  };
  return { intl: { locale, messages }, locale, t };
}

export function IntlProvider({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const value = useMemo(() => makeIntl(locale, messages), [locale, messages]);
  return <IntlContext.Provider value={value}>{children}</IntlContext.Provider>;
}

/** The active language's translate function and catalog. */
export function useIntl(): IntlValue {
  const v = useContext(IntlContext);
  if (!v) throw new Error('useIntl outside IntlProvider');
  return v;
}

/** Shorthand for the translate function. */
export function useT(): Translate {
  return useIntl().t;
}
