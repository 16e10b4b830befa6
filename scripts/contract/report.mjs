// What the check prints: one line per operation (a mismatch adds one line per problem: JSON path, expected, got),
// then a summary line. The exit code is not zero when any operation is a mismatch, not answered or refused.

const WIDTH = { outcome: 12, id: 26 };

/** The lines of one operation: one, and one more per problem of a mismatch. */
function linesOf(result) {
  const head = `${result.outcome.padEnd(WIDTH.outcome)} ${result.id.padEnd(WIDTH.id)} ${result.method.toUpperCase()} ${result.path}`;
  const status = (result.status === undefined ? '' : ` ${result.status}`) + (result.ms === undefined ? '' : ` in ${result.ms} ms`);
  switch (result.outcome) {
    case 'ok':
      return head + status + (result.note ? ` (${result.note})` : '');
    case 'mismatch':
      return [head + status, ...result.problems.map((p) => `    ${p.path}: expected ${p.expected}, got ${p.got}`)];
    default:
      return `${head}${status}: ${result.reason || 'no reason given'}`;
  }
}

export function counts(results) {
  const n = { checked: 0, ok: 0, mismatch: 0, 'not answered': 0, skipped: 0, refused: 0 };
  for (const r of results) {
    n[r.outcome] += 1;
    if (r.outcome === 'ok' || r.outcome === 'mismatch' || r.outcome === 'not answered') n.checked += 1;
  }
  return n;
}

/** The lines to print and whether the run failed. */
export function report({ results, unknownFixtures }, target) {
  const n = counts(results);
  const lines = results.flatMap(linesOf);
  for (const id of unknownFixtures) lines.push(`fixture     ${id.padEnd(WIDTH.id)} names no operation of the document`);
  const failed = n.mismatch + n['not answered'] + n.refused + unknownFixtures.length > 0;
  lines.push(`contract check against ${target}: ${results.length} operations, ${n.checked} asked: ${n.ok} ok, ${n.mismatch} mismatch, `
    + `${n['not answered']} not answered; ${n.skipped} skipped, ${n.refused} refused${unknownFixtures.length ? `, ${unknownFixtures.length} unknown in the fixture` : ''}`
    + ` — ${failed ? 'FAILED' : 'passed'}`);
  return { lines, failed };
}
