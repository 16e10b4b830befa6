import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { snapshot } from 'valtio';
import { isPortalError, normalizeError, RouteLink, showError, usePortal, useRouteNavigate, useT } from '@kernel';
import { Empty, ErrorNotice, Loading, toast } from '@ui';
import type { Shipper } from '../api/types';
import { ParcelCard } from '../components/ParcelCard';
import { flushTextEdits } from '@forms';
import { createOrders } from '../hooks/createOrders';
import { hasProblems, otherIdsOf, parcelProblems, useProblemContext } from '../hooks/useParcelProblems';
import { stampIdRequired } from '../model/parcelRules';
import { orderSession } from '../state/orderSession';
import { useOrderSession } from '../state/useOrderSession';

/** One failed parcel, edited and retried alone (part 1 §4). */
export default function EditErrorOrderPage() {
  const t = useT();
  const portal = usePortal();
  const navigate = useRouteNavigate();
  const [params] = useSearchParams();
  const { session, snap } = useOrderSession();
  const [showAll, setShowAll] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const kind = snap.currentSession === 'PACK' ? 'PACK' : 'POST';
  const draftSnap = kind === 'PACK' ? snap.packOrder : snap.postOrder;
  const index = draftSnap.parcels.findIndex((p) => p.key === params.get('parcel'));
  const parcel = index >= 0 ? draftSnap.parcels[index] : undefined;
  const draft = kind === 'PACK' ? session.packOrder : session.postOrder;
  const live = index >= 0 ? draft.parcels[index] : undefined;
  const problemContext = useProblemContext();
  // The saved-consignee list is on screen: a pick is then required (part 1 §5), as on the new-order page.
  const choicesShown = useRef(false);
  const onConsigneeChoicesShown = useCallback((_key: string, shown: boolean) => { choicesShown.current = shown; }, []);

  if (!portal.dp) return <Loading label={t('loading')} />;
  if (!parcel || !live || parcel.oc?.status !== 'failed') {
    return (
      <Stack gap="4" maxW="3xl">
        <Heading as="h1" size="2xl">{t('orders.edit_error.title')}</Heading>
        <Empty>{t('no_data')}</Empty>
        <Button asChild w="fit-content"><RouteLink to="confirmOrder">{t('orders.back_to_results')}</RouteLink></Button>
      </Stack>
    );
  }
  const dp = portal.dp;
  const retry = async () => {
    flushTextEdits();
    setShowAll(true);
    if (!draft.senderDetails) { setNotice(t('orders.shipper_id_missing')); return; }
    const parcels = snapshot(draft).parcels;
    const now = parcels[index];
    if (!now || hasProblems(parcelProblems(now, otherIdsOf(parcels, index), problemContext, choicesShown.current))) { setNotice(t('orders.fix_fields')); return; }
    setBusy(true);
    setNotice(null);
    try {
      const quickAddress = portal.country.quickAddress && portal.flags.ENABLE_QUICK_ADDRESS === true;
      const [oc] = await createOrders(draft, kind, [index], { dp, sender: draft.senderDetails as Shipper, country: portal.country, quickAddress, manualPack: orderSession.manualPack }, t('orders.unexpected_error'));
      if (oc?.status === 'success') {
        toast.success(t('orders.order_created', { id: oc.trackingId ?? '' }));
        navigate('confirmOrder');
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
      <ParcelCard index={index} count={1} parcel={live} remove={() => undefined} showAll={showAll}
        sender={draftSnap.senderDetails as Shipper | null} dp={dp} country={portal.country}
        quickAddress={portal.country.quickAddress && portal.flags.ENABLE_QUICK_ADDRESS === true}
        stampRequired={stampIdRequired(portal.flags)} otherIds={otherIdsOf(draftSnap.parcels, index)}
        onCodRefused={() => undefined} verifyPackId={async () => null} onConsigneeChoicesShown={onConsigneeChoicesShown}
        disabled={busy} />
      {notice && <ErrorNotice>{notice}</ErrorNotice>}
      <HStack gap="3">
        <Button asChild variant="outline"><RouteLink to="confirmOrder">{t('cancel')}</RouteLink></Button>
        <Button colorPalette="brand" loading={busy} onClick={() => void retry()}>{t('orders.retry_order')}</Button>
      </HStack>
    </Stack>
  );
}
