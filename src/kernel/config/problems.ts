/** One thing wrong with a config file, for the admin screen and `npm run config:check`. */
export interface ConfigProblem {
  /** Path relative to the repository root, e.g. config/countries/ph.json */
  file: string;
  /** JSON pointer inside the file ('' for the whole file). */
  path: string;
  message: string;
  /** Errors stop the portal; warnings are reported and the offending entry is skipped. */
  severity: 'error' | 'warning';
  /** The file could not be fetched at all (a dropped network): nothing an admin can fix in it. */
  unreachable?: true;
}

export function formatProblems(problems: ConfigProblem[]): string {
  const byFile = new Map<string, ConfigProblem[]>();
  for (const p of problems) byFile.set(p.file, [...(byFile.get(p.file) ?? []), p]);
  const lines: string[] = [];
  for (const [file, list] of byFile) {
    lines.push(`${list.some((p) => p.severity === 'error') ? 'Invalid' : 'Warnings in'} config ${file}:`);
    for (const p of list) lines.push(`  ${p.severity === 'warning' ? '(warning) ' : ''}${p.path || '/'} ${p.message}`);
  }
  return lines.join('\n');
}
