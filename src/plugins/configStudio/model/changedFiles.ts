import { diffHunks, type DiffHunk } from './lineDiff';

/** Config files by their path under config/ ('countries/ph.json') and their text. */
export type ConfigFiles = Readonly<Record<string, string>>;

export interface ChangedFile {
  path: string;
  /** `added`: not served (a new country's file); `removed`: served, deleted in the draft. */
  change: 'added' | 'changed' | 'removed';
  hunks: DiffHunk[];
}

/** The files the draft changed, sorted by path, each with its line diff against the served text. */
export function changedFiles(served: ConfigFiles, edited: ConfigFiles, context = 3): ChangedFile[] {
  const paths = [...new Set([...Object.keys(served), ...Object.keys(edited)])].sort();
  return paths.flatMap((path): ChangedFile[] => {
    const before = Object.hasOwn(served, path) ? served[path] : undefined;
    const after = Object.hasOwn(edited, path) ? edited[path] : undefined;
    if (before === after) return [];
    const change = before === undefined ? 'added' : after === undefined ? 'removed' : 'changed';
    return [{ path, change, hunks: diffHunks(before ?? '', after ?? '', context) }];
  });
}
