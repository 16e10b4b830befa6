import { Box, Button, Flex, Grid, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { formatDateTime, useIntl, usePortal } from '@kernel';
import type { OrderEvent } from '../api/types';
import { durationParts } from '../model/duration';

/** A label and its value in an event's details. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="span" color="fg.muted">{label}: </Text>
      <Text as="span">{children}</Text>
    </Box>
  );
}

function EventItem({ event, number, previous, onRefresh }: { event: OrderEvent; number: number; previous: OrderEvent | undefined; onRefresh: () => void }) {
  const { t, intl, locale } = useIntl();
  const { country } = usePortal();
  const [open, setOpen] = useState(false);
  const duration = previous ? durationParts(previous.time, event.time) : null;
  const hasDetails = Boolean(event.driver || event.driver_unavailable || event.scan_location || event.hub || event.comment);
  const label = intl.messages[`history.event.${event.name}`] ? t(`history.event.${event.name}`) : event.name;
  const detailsId = `event-${event.id}-details`;
  return (
    <Box as="li" listStyleType="none" borderLeftWidth="3px" borderColor="brand.500" ps="4" py="2" data-testid="timeline-event">
      <Grid templateColumns={{ base: 'auto 1fr', md: '2.5rem 1fr 12rem 9rem' }} gap="2" alignItems="baseline">
        <Text fontWeight="bold" aria-hidden="true">{number}</Text>
        <Text fontWeight="semibold">{label}</Text>
        <Text gridColumn={{ base: '2', md: 'auto' }} textStyle="sm" data-testid="event-time">
          <time dateTime={event.time}>{formatDateTime(event.time, country, locale)}</time>
        </Text>
        <Text gridColumn={{ base: '2', md: 'auto' }} textStyle="sm" color="fg.muted">
          {duration ? `${t('details.duration')}: ${t(duration.id, duration.values)}` : ''}
        </Text>
      </Grid>
      {hasDetails && (
        <Box ps={{ base: '0', md: '10' }} mt="1">
          <Button display={{ base: 'inline-flex', md: 'none' }} size="xs" variant="plain" px="0" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((o) => !o)}>
            {open ? t('details.view_less') : t('details.view_more')}
          </Button>
          <Box id={detailsId} display={{ base: open ? 'block' : 'none', md: 'block' }} textStyle="sm">
            {event.driver && <Detail label={t('details.driver')}>{event.driver.name} <span dir="ltr">{event.driver.contact}</span></Detail>}
            {event.driver_unavailable && (
              <Flex gap="2" align="center" role="status">
                <Text color="orange.700">{t('details.driver_unavailable')}</Text>
                <Button size="xs" variant="outline" onClick={onRefresh}>{t('details.refresh')}</Button>
              </Flex>
            )}
            {event.scan_location && <Detail label={t('details.scan_location')}>{event.scan_location}</Detail>}
            {event.hub && <Detail label={t('details.hub')}>{event.hub}</Detail>}
            {event.comment && <Detail label={t('details.comment')}>{event.comment}</Detail>}
          </Box>
        </Box>
      )}
    </Box>
  );
}

/**
 * The order's events, oldest first: number, name, time in the country's offset ('DD MMM, hh:mm a'), the time since
 * the previous event, and the driver, scan location, hub and comment (under 'View more' on a phone).
 */
export function EventTimeline({ events, onRefresh }: { events: readonly OrderEvent[]; onRefresh: () => void }) {
  const { t } = useIntl();
  if (events.length === 0) return <Text color="fg.muted">{t('details.no_events')}</Text>;
  return (
    <Box as="ol" aria-label={t('details.timeline')} display="flex" flexDirection="column" gap="1" m="0" p="0">
      {events.map((e, i) => <EventItem key={e.id} event={e} number={i + 1} previous={events[i - 1]} onRefresh={onRefresh} />)}
    </Box>
  );
}
