/** File problems and the message of part 1 §8 each one shows. */
export type FileError = 'wrongFormat' | 'empty' | 'invalidCsv' | 'excelFailed' | 'tooLarge' | 'failed';

export const FILE_ERROR_MESSAGES: Readonly<Record<FileError, string>> = {
  wrongFormat: 'bulk.wrong_file_format',
  empty: 'bulk.empty_file',
  invalidCsv: 'bulk.invalid_csv',
  excelFailed: 'bulk.excel_failed',
  tooLarge: 'bulk.file_too_large',
  // The reader did not answer in time or broke: the spec's "select Retry" message.
  failed: 'bulk.upload_failed',
};

export const BULK_EXTENSIONS = ['csv', 'xlsx', 'xls'] as const;
export type BulkExtension = (typeof BULK_EXTENSIONS)[number];

export function extensionOf(name: string): BulkExtension | null {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  return (BULK_EXTENSIONS as readonly string[]).includes(ext) ? (ext as BulkExtension) : null;
}
