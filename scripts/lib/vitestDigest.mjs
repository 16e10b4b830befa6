// Why the unit step failed, in a few lines: a run can fail with every test passed (an unhandled error after a test,
// a file that could not load, a hook), and a CI log often keeps only its tail.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ESC = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const MAX_LINES = 80;

export function vitestFailureDigest(root, report) {
  const out = ['\n=== why the unit and component tests failed ==='];
  if (report) {
    out.push(`files: ${report.numFailedTestSuites ?? 0} failed of ${report.numTotalTestSuites ?? 0}; tests: ${report.numFailedTests ?? 0} failed of ${report.numTotalTests ?? 0}`);
    for (const file of report.testResults ?? []) {
      if (file.status !== 'failed') continue;
      out.push(`FAILED ${file.name.replace(`${root}/`, '')}: ${(file.message || '(see its failed tests)').split('\n').slice(0, 6).join(' | ')}`);
    }
  } else {
    out.push('no reports/vitest.json: vitest stopped before writing it');
  }
  const log = join(root, 'reports/vitest.log');
  if (existsSync(log)) {
    const lines = readFileSync(log, 'utf8').replace(ESC, '').split('\n');
    // Vitest's own sections (failed tests, unhandled errors) start with a line of ⎯ and a title.
    const start = lines.findIndex((l) => /⎯{3,}.*(Failed|Unhandled|Error)/i.test(l));
    const end = lines.findIndex((l) => /^\s*Test Files\s/.test(l));
    if (start >= 0) out.push(...lines.slice(start, end > start ? Math.min(end, start + MAX_LINES) : start + MAX_LINES));
    else out.push(...lines.slice(-20));
  }
  return out.join('\n');
}
