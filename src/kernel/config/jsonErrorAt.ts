/**
 * Where a JSON text first goes wrong, as line and column. Browsers word JSON.parse errors differently and some
 * (a trailing comma in Chromium) give no position, so the portal finds it itself with a small strict scanner.
 */
export function jsonErrorAt(text: string): { line: number; column: number } | null {
  let i = 0;
  const ws = () => { while (i < text.length && ' \t\n\r'.includes(text[i] ?? '')) i++; };
  const fail = (): never => { throw new Error('at'); };
  const literal = (word: string) => { if (text.startsWith(word, i)) i += word.length; else fail(); };
  const string = () => {
    i++;
    while (i < text.length) {
      const c = text[i];
      if (c === '"') { i++; return; }
      if (c === '\\') {
        const n = text[i + 1] ?? '';
        if (n === 'u') { if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) fail(); i += 6; continue; }
        if (!'"\\/bfnrt'.includes(n) || n === '') fail();
        i += 2;
        continue;
      }
      if (c !== undefined && c < ' ') fail();
      i++;
    }
    fail();
  };
  const number = () => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m) fail();
    else i += m[0].length;
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{') {
      i++; ws();
      if (text[i] === '}') { i++; return; }
      for (;;) {
        ws(); if (text[i] !== '"') fail(); string(); ws();
        if (text[i] !== ':') fail(); i++; value(); ws();
        if (text[i] === ',') { i++; continue; }
        if (text[i] === '}') { i++; return; }
        fail();
      }
    } else if (c === '[') {
      i++; ws();
      if (text[i] === ']') { i++; return; }
      for (;;) {
        value(); ws();
        if (text[i] === ',') { i++; continue; }
        if (text[i] === ']') { i++; return; }
        fail();
      }
    } else if (c === '"') string();
    else if (c === 't') literal('true');
    else if (c === 'f') literal('false');
    else if (c === 'n') literal('null');
    else number();
  };
  try {
    value();
    ws();
    if (i < text.length) fail();
    return null;
  } catch {
    const before = text.slice(0, i).split('\n');
    return { line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 };
  }
}
