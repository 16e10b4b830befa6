import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { errorText, getService, normalizeError, logEvent, useGate, usePortal, useRouteNavigate, useT, RouteLink, type PortalError } from '@kernel';
import { LODGE_IN, SHIPPER_LOOKUP, type LodgeInService } from '@services';
import { ErrorNotice, InlineSpinner } from '@ui';
import { DropArea } from '../components/DropArea';
import { SendFile } from '../components/SendFile';
import { TemplateMenu } from '../components/TemplateMenu';
import { readUpload, type UploadOutcome } from '../hooks/readUpload';
import { BULK_LIMITS } from '../model/limits';
import { templatesFor } from '../model/templates';
import { setUpload, useUpload } from '../state/bulkStore';

type Problem = { messageId: string; helpId?: string } | { error: PortalError };

const newUploadId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/**
 * The bulk upload page (part 1 §2): a csv, xlsx or xls file dropped or chosen, read off the main thread; a send file
 * is lodged in at once, a post file goes to the review page. Templates, and a link back to scanning.
 */
export default function UploadPage() {
  const t = useT();
  const navigate = useRouteNavigate();
  const { countryCode } = usePortal();
  const canSend = useGate('canLodgeIn');
  const canBulkPost = useGate('bulkPostFile');
  const addressLevels = useGate('bulkAddressLevels');
  const revamp = useGate('dropOffRevamp');
  const pending = useUpload();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sending, setSending] = useState<{ fileName: string; trackingIds: string[]; lodgeIn: LodgeInService } | null>(null);

  const onFile = useCallback(async (file: File) => {
    setBusy(true);
    setProblem(null);
    // The orders plugin's services load on the first ask; a file chosen before they arrive waits for them.
    let outcome: UploadOutcome;
    let lodgeIn: LodgeInService;
    try {
      const [lookup, lodge] = await Promise.all([getService(SHIPPER_LOOKUP), getService(LODGE_IN)]);
      lodgeIn = lodge;
      outcome = await readUpload(file, { canSend, canBulkPost, shippers: lookup, newId: newUploadId });
    } catch (e) {
      setProblem({ error: normalizeError(e) });
      setBusy(false);
      return;
    }
    if (outcome.kind === 'refused') {
      logEvent('bulkFile', { type: 'refused', orders: 0, reason: outcome.messageId });
      setProblem({ messageId: outcome.messageId, helpId: outcome.helpId });
      setBusy(false);
    } else if (outcome.kind === 'error') {
      setProblem({ error: outcome.error });
      setBusy(false);
    } else if (outcome.kind === 'send') {
      logEvent('bulkFile', { type: 'send', orders: outcome.trackingIds.length, reason: null });
      setSending({ fileName: file.name, trackingIds: outcome.trackingIds, lodgeIn });
    } else {
      logEvent('bulkFile', { type: 'post', orders: outcome.upload.rows.length, reason: null });
      setUpload(outcome.upload);
      navigate('reviewBulkOrder');
    }
  }, [canSend, canBulkPost, navigate]);

  const finished = useCallback(() => { setSending(null); setBusy(false); }, []);

  return (
    <Stack gap="6" maxW="3xl">
      <Box>
        <Heading as="h1" size="2xl">{t('bulk.title')}</Heading>
        <Text mt="1" color="fg.muted">{t('bulk.intro', { max: BULK_LIMITS.maxOrders })}</Text>
      </Box>
      {pending && (
        <Box borderWidth="1px" borderColor="brand.600" rounded="md" p="3" data-testid="bulk-pending">
          <Text>{t('bulk.in_review', { file: pending.fileName, orders: pending.rows.length })}</Text>
          <RouteLink to="reviewBulkOrder" style={{ textDecoration: 'underline', display: 'inline-block', minHeight: '24px' }}>{t('bulk.continue_review')}</RouteLink>
        </Box>
      )}
      <DropArea onFile={(f) => void onFile(f)} disabled={busy} />
      {busy && (
        <HStack role="status" aria-live="polite" gap="2" data-testid="bulk-busy"><InlineSpinner /><Text>{t(sending ? 'bulk.checking_in' : 'bulk.reading')}</Text></HStack>
      )}
      {problem && (
        <ErrorNotice title={t('bulk.upload_refused')}>
          <span data-testid="bulk-problem">{'error' in problem ? errorText(t, problem.error) : t(problem.messageId)}</span>
          {'helpId' in problem && problem.helpId && <Text mt="1">{t(problem.helpId)}</Text>}
        </ErrorNotice>
      )}
      <TemplateMenu kinds={templatesFor({ send: canSend, bulkPost: canBulkPost, addressLevels })} countryCode={countryCode} />
      <Text>
        <RouteLink to={revamp ? 'sendParcelV2' : 'sendParcel'} style={{ textDecoration: 'underline' }}>{t('bulk.switch_to_scanning')}</RouteLink>
      </Text>
      {sending && <SendFile service={sending.lodgeIn} fileName={sending.fileName} trackingIds={sending.trackingIds} onFinished={finished} />}
    </Stack>
  );
}
