import { holdBlockedDocument } from './blockedDocuments';

/** The paper sizes the server makes documents in (spec: receipts A4 and A6; air waybills A4, A6 and Paperang). */
export type PaperSize = 'A4' | 'A6' | 'PAPERANG';

/** A tab opened at the click for a PDF that arrives later. */
export interface PdfTab {
  /** Shows the PDF in the tab, or, if the browser refused the tab, as a link the operator can click. */
  show(pdf: Blob): void;
  /** Closes the empty tab when the PDF could not be had. */
  close(): void;
}

/**
 * Opens the tab now, while the click still counts as the operator's (a tab opened after an await is blocked as a
 * pop-up), and points it at the PDF when it arrives. A refused tab leaves the PDF as a visible link.
 */
export function openPdfTab(fileName: string): PdfTab {
  const tab = typeof window !== 'undefined' ? window.open('', '_blank') : null;
  return {
    show(pdf) {
      const doc = pdf.type === 'application/pdf' ? pdf : new Blob([pdf], { type: 'application/pdf' });
      if (!tab || tab.closed) {
        holdBlockedDocument(fileName, doc);
        return;
      }
      const url = URL.createObjectURL(doc);
      tab.location.href = url;
      // The tab keeps its own reference to the document once loaded.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    close() {
      if (tab && !tab.closed) tab.close();
    },
  };
}
