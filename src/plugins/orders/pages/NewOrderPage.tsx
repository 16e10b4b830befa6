import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { snapshot } from 'valtio';
import { allowsNamed, isPortalError, logEvent, normalizeError, RouteLink, showError, useIntl, usePortal, useRouteNavigate } from '@kernel';
import { ErrorNotice, Loading, Modal, toast } from '@ui';
import { scannedIdProblem } from '../../../ui/scanner/idFormat';
import { lookUpScan } from '../api/orderApi';
import type { Shipper } from '../api/types';
import { OrderFooter } from '../components/OrderFooter';
import { ParcelCard } from '../components/ParcelCard';
import { SenderPicker } from '../components/SenderPicker';
import { flushTextEdits } from '@forms';
import { createOrders } from '../hooks/createOrders';
import { hasProblems, otherIdsOf, parcelProblems, useProblemContext } from '../hooks/useParcelProblems';
import { newParcel } from '../model/parcel';
import { stampIdRequired } from '../model/parcelRules';
import { SESSION_TYPE_GATES } from '../model/sessionRules';
import { currentDraft, orderSession, resetSession, sessionIds } from '../state/orderSession';
import { useOrderSession } from '../state/useOrderSession';

/**
 * Post and pack orders: the sender, one card per parcel, the total, and create. The page reads only what it lays out
 * (the session type, the parcels' keys, stamp ids and outcomes, the sender); each card reads its own parcel and the
 * footer the costs, so a commit of a recipient field renders that card alone. Problems for Create are computed from
 * the draft at the click.
 */
export default function NewOrderPage() {
  const { t } = useIntl();
  const portal = usePortal();
  const navigate = useRouteNavigate();
  const { session, snap } = useOrderSession();
  const [showAll, setShowAll] = useState(false);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [codRefused, setCodRefused] = useState<number | null>(null);
  // Parcels whose saved-consignee list is on screen (part 1 §5: a pick is then required), by parcel key.
  const choicesShown = useRef(new Map<string, boolean>());
  const problemContext = useProblemContext();

  const type = snap.currentSession;
  const kind: 'POST' | 'PACK' = type === 'PACK' ? 'PACK' : 'POST';
  const allowed = allowsNamed(SESSION_TYPE_GATES[kind], portal.gate);

  // Arriving with no session starts a post order (or a pack order where post is not allowed), with one parcel.
  useEffect(() => {
    if (!portal.dp) return;
    if (orderSession.currentSession === null) {
      orderSession.currentSession = allowsNamed(SESSION_TYPE_GATES.POST, portal.gate) ? 'POST' : 'PACK';
      orderSession.startNewOrder = new Date().toISOString();
    }
    const draft = orderSession.currentSession === 'PACK' ? orderSession.packOrder : orderSession.postOrder;
    if ((orderSession.currentSession === 'POST' || orderSession.currentSession === 'PACK') && draft.parcels.length === 0) {
      draft.parcels.push(newParcel(orderSession.currentSession, portal.country.deliveryTypes));
    }
  }, [portal.dp, portal.gate, portal.country.deliveryTypes]);

  const draftSnap = kind === 'PACK' ? snap.packOrder : snap.postOrder;
  const draft = kind === 'PACK' ? session.packOrder : session.postOrder;

  const onConsigneeChoicesShown = useCallback((key: string, shown: boolean) => { choicesShown.current.set(key, shown); }, []);
  const selectSender = useCallback((s: Shipper | null) => { currentDraft().senderDetails = s; }, []);
  const discard = useCallback(() => { logEvent('sessionReset', { reason: 'operator' }); resetSession(); navigate('home'); }, [navigate]);
  const remove = useCallback((index: number) => {
    const d = orderSession.currentSession === 'PACK' ? orderSession.packOrder : orderSession.postOrder;
    d.parcels.splice(index, 1);
  }, []);

  const verifyPackId = useCallback(async (id: string, index: number): Promise<string | null> => {
    const value = id.trim();
    if (value === '') return 'this_field_cannot_be_left_blank';
    // An id over the limit is refused as it is, never cut and looked up.
    const format = scannedIdProblem(value);
    if (format) return format;
    const mine = orderSession.packOrder.parcels[index];
    const own = mine && 'packId' in mine.recipient ? mine.recipient.packId.trim().toUpperCase() : '';
    const others = sessionIds().map((x) => x.trim().toUpperCase());
    if (others.filter((x) => x === value.toUpperCase()).length > (own === value.toUpperCase() ? 1 : 0)) return 'order_with_id_already_added';
    if (orderSession.manualPack) return null;
    try {
      const found = await lookUpScan(value);
      return found.identifier_type === 'NINJA_PACK_ID' ? null : 'orders.invalid_pack_id';
    } catch {
      return 'orders.invalid_pack_id';
    }
  }, []);

  // The cards (each a whole form) are first drawn by a transition after the page's first commit, in slices, instead
  // of in one long task: the parcel pushed on arrival is a store update, which React otherwise renders at once.
  const [cardsShown, setCardsShown] = useState(false);
  useEffect(() => startTransition(() => setCardsShown(true)), []);

  if (!portal.dp) return <Loading label={t('loading')} />;
  if (type !== null && type !== 'POST' && type !== 'PACK') {
    return (
      <Stack gap="4" maxW="3xl">
        <Heading as="h1" size="2xl">{t('orders.new_order.title')}</Heading>
        <ErrorNotice>{t('orders.order_not_valid_in_session')}</ErrorNotice>
        <Button asChild w="fit-content"><RouteLink to="sendParcel">{t('orders.back_to_scan')}</RouteLink></Button>
      </Stack>
    );
  }
  if (!allowed) {
    return (
      <Stack gap="4" maxW="3xl">
        <Heading as="h1" size="2xl">{t('orders.new_order.title')}</Heading>
        <ErrorNotice>{t('orders.type_not_supported')}</ErrorNotice>
      </Stack>
    );
  }

  const dp = portal.dp;
  const quickAddress = portal.country.quickAddress && portal.flags.ENABLE_QUICK_ADDRESS === true;

  const create = async () => {
    // Text still being typed is committed before anything is checked or sent.
    flushTextEdits();
    setShowAll(true);
    setNotice(null);
    const sender = draft.senderDetails;
    if (!sender) { setNotice(t('orders.shipper_id_missing')); return; }
    const parcels = snapshot(draft).parcels;
    const pending = parcels.map((p, i) => ({ p, i })).filter(({ p }) => p.oc?.status !== 'success');
    const bad = pending.some(({ p, i }) => hasProblems(
      parcelProblems(p, otherIdsOf(parcels, i), problemContext, choicesShown.current.get(p.key) === true),
    ));
    if (bad) {
      setNotice(t('orders.fix_fields'));
      requestAnimationFrame(() => (document.querySelector('[aria-invalid="true"]') as HTMLElement | null)?.focus());
      return;
    }
    setCreating(true);
    try {
      const outcomes = await createOrders(draft, kind, pending.map(({ i }) => i), {
        dp, sender: sender as Shipper, country: portal.country, quickAddress, manualPack: orderSession.manualPack,
      }, t('orders.unexpected_error'));
      const ok = outcomes.filter((o) => o.status === 'success');
      for (const o of ok) toast.success(t('orders.order_created', { id: o.trackingId ?? '' }));
      if (ok.length < outcomes.length) toast.error(t('orders.x_of_y_failed', { x: outcomes.length - ok.length, y: outcomes.length }));
      navigate('confirmOrder');
    } catch (e) {
      // Nothing is lost: the draft is untouched and every field stays filled in.
      showError(isPortalError(e) ? e : normalizeError(e));
    } finally {
      setCreating(false);
    }
  };

  const stampRequired = stampIdRequired(portal.flags);
  return (
    <Stack gap="6" maxW="4xl" pb="24">
      <Box>
        <Heading as="h1" size="2xl">{t(kind === 'PACK' ? 'orders.new_order.pack_title' : 'orders.new_order.title')}</Heading>
        <Text color="fg.muted">{t(kind === 'PACK' ? 'orders.new_order.pack_subtitle' : 'orders.new_order.subtitle')}</Text>
      </Box>
      <SenderPicker selected={draftSnap.senderDetails as Shipper | null} disabled={creating} onSelect={selectSender} />
      {cardsShown && draftSnap.parcels.map((p, i) => {
        const live = draft.parcels[i];
        return live && (
          <ParcelCard key={p.key} index={i} count={draftSnap.parcels.length} parcel={live} remove={remove} showAll={showAll}
            sender={draftSnap.senderDetails as Shipper | null} dp={dp} country={portal.country} quickAddress={quickAddress}
            stampRequired={stampRequired} otherIds={otherIdsOf(draftSnap.parcels, i)}
            onCodRefused={setCodRefused} verifyPackId={verifyPackId} onConsigneeChoicesShown={onConsigneeChoicesShown}
            disabled={creating || p.oc?.status === 'success'} />
        );
      })}
      {/* Comes with the cards: drawn before them, it was pushed down when they arrived. */}
      {cardsShown && (
        <Button variant="outline" w="fit-content" disabled={creating}
          onClick={() => draft.parcels.push(newParcel(kind, portal.country.deliveryTypes))}>
          {t('orders.add_parcel')}
        </Button>
      )}
      {notice && <ErrorNotice>{notice}</ErrorNotice>}
      <OrderFooter draft={draft} country={portal.country} creating={creating} onCreate={() => void create()} onDiscard={discard} />
      {codRefused !== null && (
        <Modal open role="alertdialog" title={t('orders.unable_to_process_parcel')} onClose={() => setCodRefused(null)}
          footer={
            <>
              <Button variant="outline" onClick={() => setCodRefused(null)}>{t('cancel')}</Button>
              <Button colorPalette="red" onClick={() => {
                logEvent('orderFailed', { reason: 'codNotAllowed', index: codRefused });
                remove(codRefused);
                if (draft.parcels.length === 0) draft.parcels.push(newParcel(kind, portal.country.deliveryTypes));
                setCodRefused(null);
              }}>{t('orders.set_parcel_aside')}</Button>
            </>
          }>
          <Text>{t('orders.cod_not_allowed', { hotline: portal.country.supportHotline ?? '' })}</Text>
        </Modal>
      )}
    </Stack>
  );
}
