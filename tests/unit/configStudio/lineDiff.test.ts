import { describe, expect, it } from 'vitest';
import { diffHunks, diffLines } from '../../../src/plugins/configStudio/model/lineDiff';
import { changedFiles } from '../../../src/plugins/configStudio/model/changedFiles';

const text = (...lines: string[]) => `${lines.join('\n')}\n`;
const marks = (before: string, after: string) =>
  diffLines(before, after).map((l) => `${l.kind === 'same' ? ' ' : l.kind === 'added' ? '+' : '-'}${l.text}`);

describe('diffLines', () => {
  it('marks an addition, a removal and a change, keeping the rest', () => {
    const before = text('a', 'b', 'c', 'd', 'e');
    const after = text('a', 'new', 'b', 'd', 'E');
    expect(marks(before, after)).toEqual([' a', '+new', ' b', '-c', ' d', '-e', '+E']);
  });

  it('numbers the lines of each side', () => {
    const lines = diffLines(text('x', 'y'), text('x', 'z', 'y'));
    expect(lines).toEqual([
      { kind: 'same', text: 'x', oldLine: 1, newLine: 1 },
      { kind: 'added', text: 'z', newLine: 2 },
      { kind: 'same', text: 'y', oldLine: 2, newLine: 3 },
    ]);
  });

  it('from nothing, to nothing, and with no final newline', () => {
    expect(marks('', text('a', 'b'))).toEqual(['+a', '+b']);
    expect(marks(text('a'), '')).toEqual(['-a']);
    expect(marks('a\nb', text('a', 'b'))).toEqual([' a', ' b']);
  });
});

describe('diffHunks', () => {
  const before = text(...Array.from({ length: 20 }, (_, i) => `line ${i + 1}`));

  it('keeps three lines of context and joins changes that are close', () => {
    const after = before.replace('line 2\n', 'line two\n').replace('line 6\n', 'line six\n').replace('line 18\n', '');
    const hunks = diffHunks(before, after);
    expect(hunks.map((h) => [h.oldStart, h.newStart, h.lines.length])).toEqual([[1, 1, 11], [15, 15, 6]]);
    expect(hunks[1]?.lines.filter((l) => l.kind !== 'same')).toEqual([{ kind: 'removed', text: 'line 18', oldLine: 18 }]);
  });

  it('an unchanged text has no hunk', () => {
    expect(diffHunks(before, before)).toEqual([]);
  });
});

describe('changedFiles', () => {
  it('lists added, changed and removed files with their diffs, and leaves the same ones out', () => {
    const served = { 'portal.json': text('{', '  "a": 1', '}'), 'gates.json': text('{}'), 'old.json': text('x') };
    const edited = { 'portal.json': text('{', '  "a": 2', '}'), 'gates.json': text('{}'), 'countries/kh.json': text('{}') };
    const changed = changedFiles(served, edited);
    expect(changed.map((f) => [f.path, f.change])).toEqual([['countries/kh.json', 'added'], ['old.json', 'removed'], ['portal.json', 'changed']]);
    expect(changed[2]?.hunks[0]?.lines.map((l) => l.kind)).toEqual(['same', 'removed', 'added', 'same']);
  });
});
