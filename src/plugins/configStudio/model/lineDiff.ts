/** One line of a diff: kept, removed from the served text, or added in the edited one (line numbers from 1). */
export type DiffLine =
  | { kind: 'same'; text: string; oldLine: number; newLine: number }
  | { kind: 'removed'; text: string; oldLine: number }
  | { kind: 'added'; text: string; newLine: number };

/** A run of changes with the unchanged lines around it. */
export interface DiffHunk {
  oldStart: number;
  newStart: number;
  lines: DiffLine[];
}

export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r?\n/);
  // A final newline ends the last line; it does not start an empty one.
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * Every line of `before` and `after`, in order, marked same, removed or added: the longest common subsequence of
 * lines, with the common head and tail trimmed first so an edit in a large file costs only its changed middle.
 */
export function diffLines(before: string, after: string): DiffLine[] {
  const a = splitLines(before);
  const b = splitLines(after);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);

  // lcs[i][j]: length of the longest common subsequence of midA[i..] and midB[j..].
  const lcs = Array.from({ length: midA.length + 1 }, () => new Uint32Array(midB.length + 1));
  for (let i = midA.length - 1; i >= 0; i--) {
    const row = lcs[i] as Uint32Array;
    const below = lcs[i + 1] as Uint32Array;
    for (let j = midB.length - 1; j >= 0; j--) {
      row[j] = midA[i] === midB[j] ? (below[j + 1] as number) + 1 : Math.max(below[j] as number, row[j + 1] as number);
    }
  }

  const out: DiffLine[] = [];
  for (let k = 0; k < head; k++) out.push({ kind: 'same', text: a[k] as string, oldLine: k + 1, newLine: k + 1 });
  let i = 0;
  let j = 0;
  while (i < midA.length || j < midB.length) {
    const oldLine = head + i + 1;
    const newLine = head + j + 1;
    if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
      out.push({ kind: 'same', text: midA[i] as string, oldLine, newLine });
      i++;
      j++;
    } else if (i < midA.length && (j >= midB.length || (lcs[i + 1]?.[j] ?? 0) >= (lcs[i]?.[j + 1] ?? 0))) {
      // On a tie the removal goes first: a changed line reads as its old text, then its new one.
      out.push({ kind: 'removed', text: midA[i] as string, oldLine });
      i++;
    } else {
      out.push({ kind: 'added', text: midB[j] as string, newLine });
      j++;
    }
  }
  for (let k = 0; k < tail; k++) {
    const oldLine = a.length - tail + k + 1;
    out.push({ kind: 'same', text: a[oldLine - 1] as string, oldLine, newLine: b.length - tail + k + 1 });
  }
  return out;
}

/** The changes as hunks, each with up to `context` unchanged lines before and after; none when nothing changed. */
export function diffHunks(before: string, after: string, context = 3): DiffHunk[] {
  const lines = diffLines(before, after);
  const changed = lines.flatMap((l, i) => (l.kind === 'same' ? [] : [i]));
  const hunks: DiffHunk[] = [];
  let start = -1;
  let end = -1;
  const close = () => {
    // Where the hunk sits on each side: one past the lines of that side before it.
    const before = lines.slice(0, start);
    hunks.push({
      oldStart: before.filter((l) => l.kind !== 'added').length + 1,
      newStart: before.filter((l) => l.kind !== 'removed').length + 1,
      lines: lines.slice(start, end + 1),
    });
  };
  for (const index of changed) {
    const from = Math.max(0, index - context);
    if (start >= 0 && from <= end + 1) end = Math.min(lines.length - 1, index + context);
    else {
      if (start >= 0) close();
      start = from;
      end = Math.min(lines.length - 1, index + context);
    }
  }
  if (start >= 0) close();
  return hunks;
}
