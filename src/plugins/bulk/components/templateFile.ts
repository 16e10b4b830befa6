// Saves a template as CSV (the shared writer) or XLSX (SheetJS, loaded on the click).
import { downloadBlob, downloadCsv } from '@ui';
import { templateFileName, templateRows, type TemplateKind } from '../model/templates';

export async function downloadTemplate(kind: TemplateKind, ext: 'csv' | 'xlsx', countryCode: string): Promise<void> {
  const rows = templateRows(kind, countryCode);
  if (ext === 'csv') return downloadCsv(templateFileName(kind, ext), rows);
  const XLSX = await import('xlsx');
  const book = XLSX.utils.book_new();
  // Every cell as text, so ids and postcodes keep their leading zeros.
  const sheet = XLSX.utils.aoa_to_sheet(rows.map((r) => r.map((v) => ({ t: 's', v }))));
  XLSX.utils.book_append_sheet(book, sheet, 'orders');
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  downloadBlob(templateFileName(kind, ext), new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
}
