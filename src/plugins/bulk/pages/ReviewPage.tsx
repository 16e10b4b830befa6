import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { RouteLink, useRouteNavigate, useService, useT } from '@kernel';
import { PARCEL_RULES } from '@services';
import { ConfirmDiscard, Empty, Loading } from '@ui';
import { RowsTable } from '../components/RowsTable';
import { SendBar } from '../components/SendBar';
import { useBulkSend } from '../hooks/useBulkSend';
import { useRowProblems } from '../hooks/useRowProblems';
import { layoutOf } from '../model/columns';
import { chunksOf, isComplete } from '../model/uploadChunks';
import { setUpload, updateUpload, useUpload } from '../state/bulkStore';

/**
 * The review of a bulk post file: every row with its problems beside the cell, editable in place; nothing is sent
 * while a row has a problem. Sending goes chunk by chunk; what was sent stays sent across a reload or a new login.
 */
export default function ReviewPage() {
  const t = useT();
  const navigate = useRouteNavigate();
  const upload = useUpload();
  const rules = useService(PARCEL_RULES).service;
  const problems = useRowProblems(upload, rules);
  const [discard, setDiscard] = useState(false);
  const [onlyToFix, setOnlyToFix] = useState(false);
  const { phase, send } = useBulkSend(rules);
  // Every chunk answered is the outcome, whichever run (or tab, or page before a reload) sent the last one: the
  // stored upload decides, so the review never offers to send what is already created.
  const complete = upload !== null && isComplete(upload);
  useEffect(() => { if (complete) navigate('bulkConfirmOrders', undefined, { replace: true }); }, [complete, navigate]);
  // A cell typed in and not yet left is written when the click on Send blurs it: send only if the rows, checked
  // again after that write, still have no problem.
  const blockedNow = useRef(0);
  const onSend = useCallback(() => requestAnimationFrame(() => { if (blockedNow.current === 0) void send(); }), [send]);
  const onEdit = useCallback((line: number, column: string, value: string) => {
    updateUpload((u) => ({ ...u, rows: u.rows.map((r) => (r.line === line ? { ...r, cells: { ...r.cells, [column]: value.trim() } } : r)) }));
  }, []);
  const locked = useMemo(() => {
    if (!upload) return new Set<number>();
    if (phase.kind === 'sending') return new Set(upload.rows.map((r) => r.line));
    return new Set(chunksOf(upload).filter((c) => upload.sent[c.key]).flatMap((c) => c.lines));
  }, [upload, phase.kind]);

  if (!upload) {
    return (
      <Empty>
        <Text>{t('bulk.nothing_to_review')}</Text>
        <RouteLink to="bulkUpload" style={{ textDecoration: 'underline' }}>{t('bulk.upload_a_file')}</RouteLink>
      </Empty>
    );
  }
  if (!problems || complete) return <Loading label={t('loading')} />;
  const layout = layoutOf(upload.variant);
  const blocked = Object.keys(problems).length;
  blockedNow.current = blocked;
  const shippers = Object.values(upload.shippers).map((s) => s.name);

  return (
    <Stack gap="5">
      <Box>
        <Heading as="h1" size="2xl">{t('bulk.review_title')}</Heading>
        <Text mt="1" data-testid="bulk-summary">{t('bulk.review_summary', { file: upload.fileName, orders: upload.rows.length, shippers: shippers.length })}</Text>
        <Text color="fg.muted" fontSize="sm">{shippers.join(', ')}</Text>
      </Box>
      <SendBar phase={phase} orders={upload.rows.length} blocked={blocked} resumed={Object.keys(upload.sent).length > 0} onSend={onSend} />
      {blocked > 0 && (
        <label style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', minHeight: '2.75rem' }}>
          <input type="checkbox" checked={onlyToFix} onChange={(e) => setOnlyToFix(e.target.checked)} style={{ width: '1.25rem', height: '1.25rem' }} data-testid="bulk-only-to-fix" />
          {t('bulk.only_rows_to_fix')}
        </label>
      )}
      <RowsTable layout={layout} rows={onlyToFix && blocked > 0 ? upload.rows.filter((r) => problems[r.line]) : upload.rows} problems={problems} outcomes={upload.outcomes} locked={locked}
        shippersLocked={Object.keys(upload.sent).length > 0} onEdit={onEdit} />
      <Box>
        <Button variant="outline" minH="10" disabled={phase.kind === 'sending'} onClick={() => setDiscard(true)}>{t('bulk.choose_another_file')}</Button>
      </Box>
      <ConfirmDiscard
        open={discard}
        texts={{ title: t('bulk.discard_title'), message: t('bulk.discard_message'), keep: t('bulk.keep_file'), discard: t('bulk.discard_file') }}
        onCancel={() => setDiscard(false)}
        onConfirm={() => { setUpload(null); navigate('bulkUpload'); }}
      />
    </Stack>
  );
}
