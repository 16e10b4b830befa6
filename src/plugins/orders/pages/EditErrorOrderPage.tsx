import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { isPortalError, normalizeError, showError, usePortal, useT } from '../../../kernel';
import { Empty, ErrorNotice, Loading, toast } from '../../../ui';
import type { Shipper } from '../api/types';
import { ParcelCard } from '../components/ParcelCard';
import { flushTextEdits } from '../forms/deferredText';
import { createOrders } from '../hooks/createOrders';
import { useParcelProblems } from '../hooks/useParcelProblems';
import type { ParcelForm } from '../model/parcel';
import { stampIdRequired } from '../model/parcelRules';
import { orderSession } from '../state/orderSession';
import { useOrderSession } from '../state/useOrderSession';

/** One failed parcel, edited and retried alone (part 1 §4). */
export default function EditErrorOrderPage() {
  const t = useT();
  const portal = usePortal();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { session, snap } = useOrderSession();
  const [showAll, setShowAll] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const kind = snap.currentSession === 'PACK' ? 'PACK' : 'POST';
  const draftSnap = kind === 'PACK' ? snap.packOrder : snap.postOrder;
  const index = draftSnap.parcels.findIndex((p) => p.key === params.get('parcel'));
  const parcel = index >= 0 ? draftSnap.parcels[index] : undefined;
  const problems = useParcelProblems(parcel ? [parcel] : []);
  const update = useCallback((i: number, patch: Partial<ParcelForm>) => {
    const d = orderSession.currentSession === 'PACK' ? orderSession.packOrder : orderSession.postOrder;
    const p = d.parcels[i];
    if (p) Object.assign(p, patch);
  }, []);

  if (!portal.dp) return <Loading label={t('loading')} />;
  if (!parcel || parcel.oc?.status !== 'failed') {
    return (
      <Stack gap="4" maxW="3xl">
        <Heading as="h1" size="2xl">{t('orders.edit_error.title')}</Heading>
        <Empty>{t('no_data')}</Empty>
        <Button asChild w="fit-content"><RouterLink to="/confirm-order">{t('orders.back_to_results')}</RouterLink></Button>
      </Stack>
    );
  }
  const dp = portal.dp;
  const pr = problems[0] ?? { parcel: {}, recipient: {} };
  const retry = async () => {
    flushTextEdits();
    setShowAll(true);
    const draft = kind === 'PACK' ? session.packOrder : session.postOrder;
    if (!draft.senderDetails) { setNotice(t('orders.shipper_id_missing')); return; }
    if (Object.keys(pr.parcel).length > 0 || Object.keys(pr.recipient).length > 0) { setNotice(t('orders.fix_fields')); return; }
    setBusy(true);
    setNotice(null);
    try {
      const quickAddress = portal.country.quickAddress && portal.flags.ENABLE_QUICK_ADDRESS === true;
      const [oc] = await createOrders(draft, kind, [index], { dp, sender: draft.senderDetails as Shipper, country: portal.country, quickAddress, manualPack: orderSession.manualPack }, t('orders.unexpected_error'));
      if (oc?.status === 'success') {
        toast.success(t('orders.order_created', { id: oc.trackingId ?? '' }));
        navigate('/confirm-order');
      } else {
        setNotice(oc?.message ?? t('orders.unexpected_error'));
      }
    } catch (e) {
      showError(isPortalError(e) ? e : normalizeError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="5" maxW="4xl">
      <Box>
        <Heading as="h1" size="2xl">{t('orders.edit_error.title')}</Heading>
        <Text color="fg.muted">{t('orders.edit_error.subtitle')}</Text>
      </Box>
      <ParcelCard index={index} count={1} parcel={parcel} update={update} remove={() => undefined}
        parcelProblems={pr.parcel} recipientProblems={pr.recipient} showAll={showAll}
        sender={draftSnap.senderDetails as Shipper | null} dp={dp} country={portal.country}
        quickAddress={portal.country.quickAddress && portal.flags.ENABLE_QUICK_ADDRESS === true}
        stampRequired={stampIdRequired(portal.flags)} otherStampIds={draftSnap.parcels.filter((_, j) => j !== index).map((q) => q.stampId.id).filter(Boolean)}
        onCodRefused={() => undefined} verifyPackId={async () => null} disabled={busy} />
      {notice && <ErrorNotice>{notice}</ErrorNotice>}
      <HStack gap="3">
        <Button asChild variant="outline"><RouterLink to="/confirm-order">{t('cancel')}</RouterLink></Button>
        <Button colorPalette="brand" loading={busy} onClick={() => void retry()}>{t('orders.retry_order')}</Button>
      </HStack>
    </Stack>
  );
}
