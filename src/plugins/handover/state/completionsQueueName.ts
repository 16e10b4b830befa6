/** The offline queue of handover completions, by name: the manifest names it without loading the queue's code. */
export const COMPLETIONS_QUEUE = 'handover.completions';
