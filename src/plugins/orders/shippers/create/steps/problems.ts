/** After a refused Next: the first field with a problem gets the focus (the operator's eyes follow it). */
export function focusFirstProblem(idPrefix: string, fields: readonly string[]): void {
  for (const name of fields) {
    const el = document.getElementById(`${idPrefix}-${name}`);
    if (el) {
      el.focus();
      el.scrollIntoView({ block: 'center' });
      return;
    }
  }
}
