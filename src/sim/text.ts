/** An ASCII e-mail address from a person's name ("Nguyễn Thị Lan" → nguyen.thi.lan@example.com). */
export function emailOf(name: string, domain = 'example.com'): string {
  const ascii = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[Đđ]/g, 'd');
  const local = ascii.toLowerCase().replace(/[^a-z0-9]+/g, '.').replace(/^\.+|\.+$/g, '');
  return `${local}@${domain}`;
}
