import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from '@kernel';
import type { TieredType } from '../api/types';
import { formatCount, formatShare } from '../model/format';
import { standing, type TierDef } from '../model/tiers';

export interface TierCardProps {
  type: TieredType;
  tiers: TierDef[];
  /** The month's parcels of this type so far. */
  volume: number;
}

/** The current tier of one parcel type, and the progress bar to the next (amount left; percent capped at 100). */
export function TierCard({ type, tiers, volume }: TierCardProps) {
  const { t, locale } = useIntl();
  const s = standing(tiers, volume);
  const typeName = t(`analytics.type.${type}`);
  if (!s) return null;
  const percent = Math.round(s.percent * 10) / 10;
  const barLabel = s.next ? t('analytics.tier.progress_to', { tier: t(s.next.labelId) }) : t('analytics.tier.top_reached');
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid={`tier-card-${type}`} data-tier={s.tier.id}>
      <Stack gap="2">
        <Heading as="h3" size="sm">{typeName}</Heading>
        <Text>
          <Badge style={{ backgroundColor: s.tier.color, color: '#fff' }} size="lg" data-testid="tier-name">{t(s.tier.labelId)}</Badge>
        </Text>
        <Text data-testid="tier-volume">{t('analytics.tier.this_month', { count: formatCount(volume, locale), n: volume })}</Text>
        <Box
          role="progressbar"
          aria-label={barLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={formatShare(percent, locale)}
          h="3"
          bg="gray.200"
          borderRadius="full"
          overflow="hidden"
          data-testid="tier-progress"
        >
          <Box h="100%" w={`${percent}%`} style={{ backgroundColor: s.tier.color }} />
        </Box>
        <Text textStyle="sm" data-testid="tier-left">
          {s.next
            ? t('analytics.tier.left', { count: formatCount(s.left, locale), n: s.left, tier: t(s.next.labelId), share: formatShare(percent, locale) })
            : t('analytics.tier.top_reached')}
        </Text>
      </Stack>
    </Box>
  );
}

/**
 * A tier card's place while the month's figures load: the same box and lines, so the cards arriving move nothing
 * below them (they pushed the range and the chart down by a screen on a phone).
 */
export function TierCardPlaceholder({ type }: { type: TieredType }) {
  const { t } = useIntl();
  const line = (h: string, w: string) => <Box h={h} w={w} maxW="full" bg="gray.100" borderRadius="sm" />;
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" aria-hidden="true" data-testid={`tier-card-placeholder-${type}`}>
      <Stack gap="2">
        <Heading as="p" size="sm">{t(`analytics.type.${type}`)}</Heading>
        {line('7', '6rem')}
        {line('6', '12rem')}
        {line('3', 'full')}
        {line('5', '16rem')}
      </Stack>
    </Box>
  );
}
