/** An id or account number (`code` widget) as the server wants it: no spaces or dashes, letters in capitals. */
export function cleanCode(v: string): string {
  return v.replace(/[\s-]/g, '').toUpperCase();
}
