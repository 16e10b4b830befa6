import { useMemo } from 'react';
import { useGate, usePortal } from '@kernel';
import type { ParcelRules } from '@services';
import { layoutOf } from '../model/columns';
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
    const problems = rowProblems(upload.rows, { layout: layoutOf(upload.variant), country, recipientForm, rules, flags, codAllowed });
    performance.measure('bulk:validate', { start, end: performance.now() });
    return problems;
  }, [upload, rules, recipientForm, country, flags, codAllowed]);
}
