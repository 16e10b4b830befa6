/**
 * Code 128 encoder (sets B and C) for the receipts and air waybills. A symbol is 3 bars and 3 spaces, 11 modules
 * wide; the stop symbol has a fourth bar (13 modules). Set B covers printable ASCII; set C packs two digits per
 * symbol, so runs of digits switch to C. The check symbol is (start + Σ position × value) mod 103.
 */

/** Bar and space widths (in modules) of symbol values 0…106, bar first. */
export const CODE128_PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

export const START_B = 104;
export const START_C = 105;
export const CODE_B = 100;
export const CODE_C = 99;
export const STOP = 106;
/** Blank space each side, in modules (the standard asks for at least 10). */
export const QUIET_ZONE_MODULES = 10;

export interface Code128 {
  /** Start, data, check and stop symbol values. */
  values: number[];
  check: number;
  /** Bar and space widths in modules, bar first, quiet zones excluded. */
  widths: number[];
  /** Total width in modules, quiet zones excluded. */
  modules: number;
}

function digitRun(text: string, from: number): number {
  let i = from;
  while (i < text.length && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i += 1;
  return i - from;
}

/** Data symbol values: set C for a leading run of 4+ digits (or an even all-digit text), C inside B for 6+ digits (4+ at the end). */
function dataValues(text: string): number[] {
  const values: number[] = [];
  const first = digitRun(text, 0);
  let set: 'B' | 'C' = first >= 4 || (first === text.length && first % 2 === 0) ? 'C' : 'B';
  values.push(set === 'C' ? START_C : START_B);
  let i = 0;
  while (i < text.length) {
    const run = digitRun(text, i);
    if (set === 'C') {
      if (run >= 2) {
        values.push(Number(text.slice(i, i + 2)));
        i += 2;
      } else {
        values.push(CODE_B);
        set = 'B';
      }
      continue;
    }
    if (run >= 6 || (run >= 4 && i + run === text.length)) {
      // An odd run leaves its first digit in set B, so set C gets pairs only.
      if (run % 2 === 1) {
        values.push(text.charCodeAt(i) - 32);
        i += 1;
      }
      values.push(CODE_C);
      set = 'C';
      continue;
    }
    const code = text.charCodeAt(i);
    if (code < 32 || code > 126) throw new Error(`Code 128 set B cannot encode character ${code}`);
    values.push(code - 32);
    i += 1;
  }
  return values;
}

export function checkSymbol(values: readonly number[]): number {
  return values.reduce((sum, v, i) => sum + v * Math.max(i, 1), 0) % 103;
}

export function encodeCode128(text: string): Code128 {
  if (text.length === 0) throw new Error('Code 128 needs at least one character');
  const data = dataValues(text);
  const check = checkSymbol(data);
  const values = [...data, check, STOP];
  const widths = values.flatMap((v) => [...(CODE128_PATTERNS[v] ?? '')].map(Number));
  return { values, check, widths, modules: widths.reduce((a, b) => a + b, 0) };
}
