import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadFailure, NeedsServer, RouteLink, useGate, usePortal, useT } from '@kernel';
import type { AwbSize } from '@services';
import { ErrorNotice, Loading, useLoad } from '@ui';
import { fetchOrderDetails, fetchOrderEvents } from '../api/orderCalls';
import { EventTimeline } from '../components/EventTimeline';
import { OrderActions } from '../components/OrderActions';
import { OrderSummary } from '../components/OrderSummary';
import { EVENTS_GATE, orderIdOf } from '../orderDetailsData';

/** The first air waybill size the country's flag lists (spec default A4). */
function awbSizeOf(flag: unknown): AwbSize {
  const first: unknown = Array.isArray(flag) ? flag[0] : undefined;
  return first === 'A6' || first === 'PAPERANG' ? first : 'A4';
}

/** Order details (`?id=` the order id): the order, its parties and money, the actions, and the event timeline. */
function OrderDetails() {
  const t = useT();
  const { flags } = usePortal();
  const [search] = useSearchParams();
  const id = orderIdOf(search);
  const canViewEvents = useGate(EVENTS_GATE);
  const details = useLoad(id === null ? null : `details-${id}`, useCallback((signal: AbortSignal) => fetchOrderDetails(id ?? 0, signal), [id]));
  const events = useLoad(id === null || !canViewEvents ? null : `events-${id}`, useCallback((signal: AbortSignal) => fetchOrderEvents(id ?? 0, signal), [id]));

  const back = <Link asChild color="brand.700"><RouteLink to="history">{t('details.back')}</RouteLink></Link>;
  if (id === null) {
    return <Stack gap="4"><Heading as="h1" size="2xl">{t('details.title')}</Heading><ErrorNotice>{t('details.missing_id')}</ErrorNotice>{back}</Stack>;
  }
  const order = details.value?.order;
  return (
    <Stack gap="5">
      {back}
      <Heading as="h1" size="2xl">{t('details.title')}{order ? `: ${order.tracking_id}` : ''}</Heading>
      {details.status === 'failed' && <LoadFailure error={details.error} onRetry={details.reload} />}
      {details.status === 'loading' && !order && <Loading label={t('loading')} />}
      {details.value?.warning && <ErrorNotice>{details.value.warning}</ErrorNotice>}
      {details.value && order && (
        <>
          <OrderSummary details={details.value} />
          <OrderActions order={order} awbSize={awbSizeOf(flags.SUPPORTED_AWB_SIZES)} />
        </>
      )}
      {/* Below the order, once it is in: drawn before it, the timeline jumped down the page when the order arrived. */}
      {(details.value || details.status === 'failed') && <Box as="section" aria-labelledby="timeline-heading">
        <Heading as="h2" size="lg" id="timeline-heading" mb="2">{t('details.timeline')}</Heading>
        {!canViewEvents ? <Text color="fg.muted">{t('details.timeline_not_allowed')}</Text>
          : events.status === 'failed' ? <LoadFailure error={events.error} onRetry={events.reload} />
            : events.value ? <EventTimeline events={events.value} onRefresh={events.reload} />
              : <Loading label={t('loading')} />}
      </Box>}
    </Stack>
  );
}

/** The order comes from the server: offline, the page says so and asks nothing until the network is back. */
export default function OrderDetailsPage() {
  const t = useT();
  return <NeedsServer title={t('details.title')}><OrderDetails /></NeedsServer>;
}
