/**
 * Opens a PDF the server makes asynchronously. The tab is opened at the click (a tab opened after an await is
 * blocked as a pop-up), then pointed at the PDF when it arrives; if the browser refused the tab, the PDF is
 * downloaded instead.
 */
export function pdfWindow(fileName: string) {
  const tab = typeof window !== 'undefined' ? window.open('', '_blank') : null;
  return {
    show(pdf: Blob): void {
      const url = URL.createObjectURL(pdf.type === 'application/pdf' ? pdf : new Blob([pdf], { type: 'application/pdf' }));
      if (tab && !tab.closed) {
        tab.location.href = url;
      } else {
        const a = document.createElement('a');
        a.href = url;
        a.download = fileName;
        document.body.appendChild(a);
        a.click();
        a.remove();
      }
      // The tab keeps its own reference to the document once loaded.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    close(): void {
      if (tab && !tab.closed) tab.close();
    },
  };
}
