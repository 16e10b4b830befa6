import { useEffect, useState } from 'react';

/**
 * What the operator typed into a page frame's field before the page arrived, whether the field had the focus, and
 * whether Enter was pressed (a hardware scanner ends its read with one): the page carries on from there, so the first
 * keystrokes at the counter are never lost.
 */
export interface FrameInput {
  value: string;
  focused: boolean;
  submitted: boolean;
}

const typed = new Map<string, FrameInput>();

/** Called by the frame's field as the operator types and moves focus. */
export function noteFrameInput(name: string, input: FrameInput): void {
  typed.set(name, input);
}

/**
 * What was typed into the frame's field `name`, or null. Read on the first render and forgotten once the page is on
 * screen (a render React restarts reads it again), so a later visit starts empty.
 */
export function useFrameInput(name: string | undefined): FrameInput | null {
  const [input] = useState(() => (name ? typed.get(name) ?? null : null));
  useEffect(() => { if (name) typed.delete(name); }, [name]);
  return input;
}
