import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { allows, formatMoney, isPortalError, logEvent, normalizeError, showError, useIntl, usePortal } from '../../../kernel';
import { ErrorNotice, Loading, Modal, parcelIdProblem, toast } from '../../../ui';
import { lookUpScan } from '../api/orderApi';
import type { Shipper } from '../api/types';
import { ConfirmDiscard } from '../components/ConfirmDiscard';
import { ParcelCard } from '../components/ParcelCard';
import { flushTextEdits } from '../forms/deferredText';
import { ShipperPicker } from '../components/ShipperPicker';
import { createOrders } from '../hooks/createOrders';
import { useParcelProblems } from '../hooks/useParcelProblems';
import { sessionTotal } from '../model/fees';
import { newParcel, type ParcelForm } from '../model/parcel';
import { stampIdRequired } from '../model/parcelRules';
import { SESSION_TYPE_GATES } from '../model/sessionRules';
import { orderSession, resetSession, sessionIds } from '../state/orderSession';
import { useOrderSession } from '../state/useOrderSession';

/** Post and pack orders: the sender, one card per parcel, the total, and create. */
export default function NewOrderPage() {
  const { t, locale } = useIntl();
  const portal = usePortal();
  const navigate = useNavigate();
  const { session, snap } = useOrderSession();
  const [showAll, setShowAll] = useState(false);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [codRefused, setCodRefused] = useState<number | null>(null);
  const [discarding, setDiscarding] = useState(false);

  const type = snap.currentSession;
  const kind: 'POST' | 'PACK' = type === 'PACK' ? 'PACK' : 'POST';
  const allowed = allows(SESSION_TYPE_GATES[kind], portal.gate);

  // Arriving with no session starts a post order (or a pack order where post is not allowed), with one parcel.
  useEffect(() => {
    if (!portal.dp) return;
    if (orderSession.currentSession === null) {
      orderSession.currentSession = allows(SESSION_TYPE_GATES.POST, portal.gate) ? 'POST' : 'PACK';
      orderSession.startNewOrder = new Date().toISOString();
    }
    const draft = orderSession.currentSession === 'PACK' ? orderSession.packOrder : orderSession.postOrder;
    if ((orderSession.currentSession === 'POST' || orderSession.currentSession === 'PACK') && draft.parcels.length === 0) {
      draft.parcels.push(newParcel(orderSession.currentSession, portal.country.deliveryTypes));
    }
  }, [portal.dp, portal.gate, portal.country.deliveryTypes]);

  const draftSnap = kind === 'PACK' ? snap.packOrder : snap.postOrder;
  const draft = kind === 'PACK' ? session.packOrder : session.postOrder;
  const problems = useParcelProblems(draftSnap.parcels);

  const update = useCallback((index: number, patch: Partial<ParcelForm>) => {
    const d = orderSession.currentSession === 'PACK' ? orderSession.packOrder : orderSession.postOrder;
    const p = d.parcels[index];
    if (p) Object.assign(p, patch);
  }, []);
  const remove = useCallback((index: number) => {
    const d = orderSession.currentSession === 'PACK' ? orderSession.packOrder : orderSession.postOrder;
    d.parcels.splice(index, 1);
  }, []);

  const verifyPackId = useCallback(async (id: string, index: number): Promise<string | null> => {
    const value = id.trim();
    if (value === '') return 'this_field_cannot_be_left_blank';
    const format = parcelIdProblem(value);
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

  if (!portal.dp) return <Loading label={t('loading')} />;
  if (type !== null && type !== 'POST' && type !== 'PACK') {
    return (
      <Stack gap="4" maxW="3xl">
        <Heading as="h1" size="2xl">{t('orders.new_order.title')}</Heading>
        <ErrorNotice>{t('orders.order_not_valid_in_session')}</ErrorNotice>
        <Button asChild w="fit-content"><RouterLink to="/send-parcel">{t('orders.back_to_scan')}</RouterLink></Button>
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
  const pending = draftSnap.parcels.map((p, i) => ({ p, i })).filter(({ p }) => p.oc?.status !== 'success');
  const total = sessionTotal(draftSnap.parcels);

  const create = async () => {
    // Text still being typed is committed before anything is checked or sent.
    flushTextEdits();
    setShowAll(true);
    setNotice(null);
    const sender = orderSession[kind === 'PACK' ? 'packOrder' : 'postOrder'].senderDetails;
    if (!sender) { setNotice(t('orders.shipper_id_missing')); return; }
    const bad = pending.some(({ i }) => {
      const pr = problems[i];
      return pr && (Object.keys(pr.parcel).length > 0 || Object.keys(pr.recipient).length > 0);
    });
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
      navigate('/confirm-order');
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
      <ShipperPicker selected={draftSnap.senderDetails as Shipper | null} disabled={creating}
        onSelect={(s) => { draft.senderDetails = s; }} />
      {draftSnap.parcels.map((p, i) => (
        <ParcelCard key={p.key} index={i} count={draftSnap.parcels.length} parcel={p} update={update} remove={remove}
          parcelProblems={problems[i]?.parcel ?? {}} recipientProblems={problems[i]?.recipient ?? {}} showAll={showAll}
          sender={draftSnap.senderDetails as Shipper | null} dp={dp} country={portal.country} quickAddress={quickAddress}
          stampRequired={stampRequired} otherStampIds={draftSnap.parcels.filter((_, j) => j !== i).map((q) => q.stampId.id).filter(Boolean)}
          onCodRefused={setCodRefused} verifyPackId={verifyPackId} disabled={creating || p.oc?.status === 'success'} />
      ))}
      <Button variant="outline" w="fit-content" disabled={creating}
        onClick={() => draft.parcels.push(newParcel(kind, portal.country.deliveryTypes))}>
        {t('orders.add_parcel')}
      </Button>
      {notice && <ErrorNotice>{notice}</ErrorNotice>}
      <HStack position="sticky" bottom="0" bg="bg" py="3" borderTopWidth="1px" justify="space-between" wrap="wrap" gap="3" zIndex="1">
        <Text fontWeight="semibold" data-testid="order-total">{t('orders.total', { amount: formatMoney(total, portal.country, locale) })}</Text>
        <HStack gap="3">
          <Button variant="ghost" disabled={creating} onClick={() => setDiscarding(true)}>
            {t('orders.discard')}
          </Button>
          <Button colorPalette="brand" size="lg" loading={creating} onClick={() => void create()}>
            {t('orders.create_orders', { count: pending.length })}
          </Button>
        </HStack>
      </HStack>
      <ConfirmDiscard open={discarding} onCancel={() => setDiscarding(false)}
        onConfirm={() => { setDiscarding(false); logEvent('sessionReset', { reason: 'operator' }); resetSession(); navigate('/'); }} />
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
