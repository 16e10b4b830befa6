import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from '../types';

/** A message as source text (development, tests) or, in builds, plain text or its compiled ICU syntax tree. */
export type Message = string | MessageFormatElement[];
export type Messages = Record<string, Message>;

// One chunk per language: only the active one is fetched.
const kernelCatalogs = import.meta.glob<{ default: Messages }>('../messages/*.json');

/** The kernel's own catalog for one language: all the login screen needs (no plugin is known to it). */
export async function loadKernelMessages(locale: Locale): Promise<Messages> {
  const load = kernelCatalogs[`../messages/${locale}.json`];
  if (!load) throw new Error(`No catalog for ${locale}`);
  return (await load()).default;
}
