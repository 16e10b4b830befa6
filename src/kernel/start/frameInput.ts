import { useEffect, useState } from 'react';

/**
 * What the operator typed into a page frame's field before the page arrived, and whether the field had the focus:
 * the page carries on from there, so the first keystrokes at the counter are never lost.
 */
export interface FrameInput {
  value: string;
  focused: boolean;
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
