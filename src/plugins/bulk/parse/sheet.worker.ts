// The XLSX and XLS reader's Web Worker (SheetJS only).
import { answerFiles } from './answer';
import { parseSheet } from './parseSheet';
import { sniff } from './sniff';

answerFiles(async (name, buffer) => {
  const file = sniff(name, buffer);
  if (!file.ok) return file;
  return file.kind === 'sheet' ? parseSheet(file.bytes) : { ok: false, error: 'wrongFormat' };
});
