import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPdfTab } from '../../src/ui/pdf/pdfTab';
import { blockedDocuments, releaseAll } from '../../src/ui/pdf/blockedDocuments';

const pdf = () => new Blob(['%PDF-1.4'], { type: 'application/pdf' });

describe('openPdfTab', () => {
  afterEach(() => {
    releaseAll();
    vi.restoreAllMocks();
  });

  it('points the tab opened at the click at the PDF', () => {
    const tab = { closed: false, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:doc-1');
    openPdfTab('receipt-1-A4.pdf').show(pdf());
    expect(tab.location.href).toBe('blob:doc-1');
    expect(blockedDocuments.list).toEqual([]);
  });

  it('keeps a PDF whose tab was blocked as a link with its file name', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:doc-2');
    openPdfTab('awb-A6.pdf').show(pdf());
    expect(blockedDocuments.list).toEqual([expect.objectContaining({ fileName: 'awb-A6.pdf', url: 'blob:doc-2' })]);
  });

  it('keeps the last five blocked documents and releases the older ones', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    let n = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:doc-${++n}`);
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    for (let i = 1; i <= 7; i += 1) openPdfTab(`awb-${i}.pdf`).show(pdf());
    expect(blockedDocuments.list.map((d) => d.fileName)).toEqual(['awb-3.pdf', 'awb-4.pdf', 'awb-5.pdf', 'awb-6.pdf', 'awb-7.pdf']);
    expect(revoked.mock.calls.map(([url]) => url)).toEqual(['blob:doc-1', 'blob:doc-2']);
  });

  it('closes the empty tab when the document could not be had', () => {
    const tab = { closed: false, location: { href: '' }, close() { this.closed = true; } };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    openPdfTab('receipt-2-A6.pdf').close();
    expect(tab.closed).toBe(true);
  });
});
