import { downloadBlob } from '../../../ui';

/**
 * Opens a PDF the server makes asynchronously. The tab is opened at the click (a tab opened after an await is
 * blocked as a pop-up), then pointed at the PDF when it arrives; if the browser refused the tab, the PDF is
 * downloaded instead.
 */
export function pdfWindow(fileName: string) {
  const tab = typeof window !== 'undefined' ? window.open('', '_blank') : null;
  return {
    show(pdf: Blob): void {
      const doc = pdf.type === 'application/pdf' ? pdf : new Blob([pdf], { type: 'application/pdf' });
      if (!tab || tab.closed) {
        downloadBlob(fileName, doc);
        return;
      }
      const url = URL.createObjectURL(doc);
      tab.location.href = url;
      // The tab keeps its own reference to the document once loaded.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    close(): void {
      if (tab && !tab.closed) tab.close();
    },
  };
}
