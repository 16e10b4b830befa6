// The API contract's coverage line: which operations of api/openapi.yaml the simulator answered in the unit and
// component tests (each vitest worker writes the operationIds it saw to reports/api-contract/, tests/setup.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export function apiCoverageLine(root) {
  const document = parse(readFileSync(join(root, 'api/openapi.yaml'), 'utf8'));
  const all = Object.values(document.paths ?? {}).flatMap((item) => ['get', 'put', 'post', 'delete', 'patch'].map((m) => item[m]?.operationId).filter(Boolean));
  const dir = join(root, 'reports/api-contract');
  const answered = new Set(existsSync(dir) ? readdirSync(dir).flatMap((f) => readFileSync(join(dir, f), 'utf8').split('\n').filter(Boolean)) : []);
  const missing = all.filter((id) => !answered.has(id));
  return `API contract: ${all.length - missing.length} of ${all.length} operations answered by the simulator in tests${missing.length ? ` (not answered: ${missing.join(', ')})` : ''}`;
}
