import { useMemo } from 'react';
import { useGate, usePortal } from '@kernel';
import type { ParcelRules } from '@services';
import { layoutOf } from '../model/columns';
import { shipperOf } from '../model/postFile';
import { rowProblems } from '../model/rowRules';
import type { BulkUpload } from '../state/bulkDraft';

/** The problems of every row, recomputed when a row changes (100 rows take a few milliseconds). */
export function useRowProblems(upload: BulkUpload | null, rules: ParcelRules | undefined): Record<number, Record<string, string>> | null {
  const { config, countryCode, country, flags } = usePortal();
  const codAllowed = useGate('canOfferCod');
  const recipientForm = config.forms[countryCode]?.recipient;
  return useMemo(() => {
    if (!upload || !rules || !recipientForm) return null;
    const start = performance.now();
    const layout = layoutOf(upload.variant);
    const problems = rowProblems(upload.rows, { layout, country, recipientForm, rules, flags, codAllowed });
    // A shipper id edited into one the upload did not look up cannot be sent: only the file's shippers were checked.
    for (const row of upload.rows) {
      const shipper = shipperOf(row, layout);
      if (shipper && !upload.shippers[shipper] && !problems[row.line]?.[layout.shipperKey]) {
        problems[row.line] = { ...problems[row.line], [layout.shipperKey]: 'bulk.invalid_shipper_id' };
      }
    }
    performance.measure('bulk:validate', { start, end: performance.now() });
    return problems;
  }, [upload, rules, recipientForm, country, flags, codAllowed]);
}
