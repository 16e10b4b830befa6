import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { Locale } from '../types';
import type { Messages } from './catalogs';

const cache = createIntlCache();

/** Values a message may interpolate. */
export type MessageValues = Record<string, string | number | boolean | null | undefined | Date>;

/** Translate function handed to components. */
export type Translate = (id: string, values?: MessageValues) => string;

interface IntlValue {
  intl: IntlShape<string>;
  locale: Locale;
  t: Translate;
}

const IntlContext = createContext<IntlValue | null>(null);

export function makeIntl(locale: Locale, messages: Messages): IntlValue {
  const intl = createIntl<string>(
    {
      locale,
      messages,
      onError: (err) => {
        // A missing key falls back to the id; the catalog test catches it before release.
        if (import.meta.env.DEV) console.warn(err.message);
      },
    },
    cache,
  );
  const t: Translate = (id, values) => intl.formatMessage({ id }, values as Record<string, string | number>);
  return { intl, locale, t };
}

export function IntlProvider({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const value = useMemo(() => makeIntl(locale, messages), [locale, messages]);
  return <IntlContext.Provider value={value}>{children}</IntlContext.Provider>;
}

/** The active language's translate function and Intl helpers. */
export function useIntl(): IntlValue {
  const v = useContext(IntlContext);
  if (!v) throw new Error('useIntl outside IntlProvider');
  return v;
}

/** Shorthand for the translate function. */
export function useT(): Translate {
  return useIntl().t;
}
