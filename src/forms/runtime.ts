/**
 * What the widgets share with their form: the whole value (the city list depends on the state), the zone table,
 * saved consignees, and the form's actions. It is rjsf's `formContext`, one stable object per form: widgets subscribe
 * to the slice they need, so typing a name does not re-render the location dropdowns.
 *
 * The value lives here, not in rjsf: rjsf lays the form out from config (order, labels, errors) and is handed a
 * fixed `formData`, so a change does not make it re-derive its state and walk every field. Each widget reads its
 * own field with useFieldValue and writes through `actions.patch`.
 */
import { useSyncExternalStore } from 'react';
import type { ConsigneeChoice } from './widgets/consignee/choice';
import { useWatchedText, type DeferredText } from './deferredText';
import { valueOf, type FormValue } from './formSpec';
import type { Level, LevelField, Zone } from './widgets/location/cascade';
import type { ZonesState } from './widgets/location/zones';

export interface FormSnapshot {
  value: FormValue;
  zones: ZonesState;
  /** Saved consignees of the typed number, shown when there are two or more. */
  choices: readonly ConsigneeChoice[];
  search: 'idle' | 'searching' | 'failed';
  checkingPackId: boolean;
}

export interface FormActions {
  /** Several fields at once (a cascade pick, a consignee), merged over the latest value. */
  patch(partial: Partial<FormValue>): void;
  pickLevel(level: Level, name: string): void;
  pickZone(zone: Zone, label: string): void;
  pickConsignee(choice: ConsigneeChoice): void;
  /** Message id of the problem, or null; the form shows it on the field. */
  verifyPackId(id: string): Promise<string | null>;
  retryZones(): void;
  touch(field: string): void;
}

export interface FormRuntime {
  getSnapshot(): FormSnapshot;
  subscribe(listener: () => void): () => void;
  actions: FormActions;
  /** The country's phone prefix, e.g. +65. */
  prefix: string;
  /** The form's address levels, top first. */
  levels: readonly LevelField[];
  scanner: { idleMs: number; duplicateWindowMs: number };
}

/** The runtime a form owns: `publish` after each render, `bind` its latest actions. */
export interface OwnedRuntime extends FormRuntime {
  publish(next: FormSnapshot): void;
  bind(actions: FormActions): void;
}

export function createFormRuntime(initial: FormSnapshot, fixed: Pick<FormRuntime, 'prefix' | 'levels' | 'scanner'>): OwnedRuntime {
  let snapshot = initial;
  let actions: FormActions | null = null;
  const listeners = new Set<() => void>();
  const bound = (): FormActions => {
    if (!actions) throw new Error('form actions used before the form rendered');
    return actions;
  };
  return {
    ...fixed,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(next) {
      const changed = (Object.keys(next) as Array<keyof FormSnapshot>).some((k) => next[k] !== snapshot[k]);
      if (!changed) return;
      snapshot = next;
      listeners.forEach((l) => l());
    },
    bind(next) {
      actions = next;
    },
    // Widgets call through this indirection so they always reach the form's latest callbacks.
    actions: {
      patch: (p) => bound().patch(p),
      pickLevel: (level, name) => bound().pickLevel(level, name),
      pickZone: (zone, label) => bound().pickZone(zone, label),
      pickConsignee: (c) => bound().pickConsignee(c),
      verifyPackId: (id) => bound().verifyPackId(id),
      retryZones: () => bound().retryZones(),
      touch: (f) => bound().touch(f),
    },
  };
}

/** A slice of the form state; re-renders only when the slice changes (return text, numbers or stable objects). */
export function useFormSelector<T>(runtime: FormRuntime, select: (s: FormSnapshot) => T): T {
  return useSyncExternalStore(runtime.subscribe, () => select(runtime.getSnapshot()));
}

/** A field's value as the form holds it (widgets read this, not rjsf's `value` prop, which stays at the first one). */
export function useFieldValue(runtime: FormRuntime, name: string): unknown {
  return useFormSelector(runtime, (s) => valueOf(s.value, name));
}

/** The same as text: a string or number as typed, anything else (null) as ''. */
export function useFieldText(runtime: FormRuntime, name: string): string {
  return textOf(useFieldValue(runtime, name));
}

/**
 * A text input bound to a field: typing stays in the input and is committed to the form later (deferredText.ts); the
 * input follows the field's value without re-rendering, so a commit costs nothing here.
 */
export function useFieldInput<E extends HTMLInputElement | HTMLTextAreaElement>(runtime: FormRuntime, name: string): DeferredText<E> {
  return useWatchedText<E>(
    () => textOf(valueOf(runtime.getSnapshot().value, name)),
    runtime.subscribe,
    (next) => runtime.actions.patch({ [name]: next } as Partial<FormValue>),
  );
}

function textOf(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}
