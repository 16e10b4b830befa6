// What one logged event was, in the operator's words: the declaring kind's details message with values from the
// payload, or, for a kind nobody declares now (or a payload of an older shape), its fields as 'name: value'.
import type { EventDetailsFormat, EventKindDef } from '../events';
import { formatMoney } from '../i18n/format';
import type { Messages } from '../i18n/catalogs';
import type { MessageValues, Translate } from '../i18n/intl';
import type { CountryConfig, Locale } from '../types';
import type { PortalEvent } from './types';

/** The operator's language and point, as the Activity page has them. */
export interface DescribeContext {
  t: Translate;
  messages: Messages;
  locale: Locale;
  country: Pick<CountryConfig, 'currency'>;
  /** The label id of the visible menu entry that opens a route id, if any. */
  routeLabel?: (routeId: string) => string | undefined;
}

/** The helpers a kind's `values` gets, in the context's language and money. */
export function detailsFormat({ t, messages, locale, country, routeLabel }: DescribeContext): EventDetailsFormat {
  // A catalog word, not Intl.ListFormat: its unit lists join Chinese ids with nothing between them.
  const separator = Object.hasOwn(messages, 'event.list_separator') ? t('event.list_separator') : ', ';
  return {
    list: (items) => (items.length === 0 ? '—' : items.map(plainText).join(separator)),
    route(routeId) {
      const label = routeLabel?.(routeId);
      return label && Object.hasOwn(messages, label) ? t(label) : routeId;
    },
    money(amount, currency) {
      if (!currency || currency === country.currency.code) return formatMoney(amount, country as CountryConfig, locale);
      try {
        return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
      } catch {
        return `${amount} ${currency}`;
      }
    },
    text: (idOrText) => (Object.hasOwn(messages, idOrText) ? t(idOrText) : idOrText),
  };
}

/** A payload value as plain text (a CSV cell, an item of a list): lists joined by spaces, never JSON. */
export function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(plainText).join(' ');
  if (typeof value === 'object') return Object.entries(value).map(([k, v]) => `${k}: ${plainText(v)}`).join('; ');
  return String(value);
}

/** The fields of a payload as 'name: value', one after another; what a kind without a details message shows. */
export function genericDetails(payload: Record<string, unknown>, format: Pick<EventDetailsFormat, 'list'>): string {
  return Object.entries(payload)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? format.list(value) : value === null || value === undefined || value === '' ? '—' : plainText(value)}`)
    .join(' · ');
}

function valuesOf(def: EventKindDef, payload: Record<string, unknown>, format: EventDetailsFormat): MessageValues | null {
  try {
    return def.values(payload as never, format);
  } catch {
    return null;
  }
}

/**
 * The details of one event. A kind's `values` reads its payload as declared; a stored payload of another shape (an
 * older version's) makes it throw or leave a value undefined, and then the fields are listed instead.
 */
export function describeEvent(event: Pick<PortalEvent, 'payload'>, def: EventKindDef | undefined, ctx: DescribeContext): string {
  const format = detailsFormat(ctx);
  if (def && Object.hasOwn(ctx.messages, def.details)) {
    const values = valuesOf(def, event.payload, format);
    if (values && Object.values(values).every((v) => v !== undefined)) return ctx.t(def.details, values);
  }
  return genericDetails(event.payload, format);
}
