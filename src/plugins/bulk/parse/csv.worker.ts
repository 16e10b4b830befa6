// The CSV reader's Web Worker (papaparse only).
import { answerFiles } from './answer';
import { parseCsv } from './parseCsv';
import { sniff } from './sniff';

answerFiles(async (name, buffer) => {
  const file = sniff(name, buffer);
  if (!file.ok) return file;
  return file.kind === 'csv' ? parseCsv(file.text) : { ok: false, error: 'wrongFormat' };
});
