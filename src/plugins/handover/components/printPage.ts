// Printing the summary on the paper the point has: A4, or A6 (the receipt printer's labels). The browser's print
// dialog gives the PDF. The page size rule lives only while printing.
export type SummaryPaper = 'A4' | 'A6';

export function printOn(paper: SummaryPaper): void {
  const style = document.createElement('style');
  style.dataset.handoverPaper = paper;
  style.textContent = `@page { size: ${paper} portrait; margin: ${paper === 'A6' ? '5mm' : '12mm'}; }`
    + (paper === 'A6' ? ' @media print { [data-summary-paper] { font-size: 9pt; } }' : '');
  document.head.append(style);
  const done = () => {
    style.remove();
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
  // Browsers without afterprint: the dialog is modal, so the rule can go once print() returns.
  setTimeout(done, 1000);
}
