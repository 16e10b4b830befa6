import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useT, type CountryConfig, type DpInfo } from '@kernel';
import { getPrice, searchConsignees } from '../api/orderApi';
import type { Shipper } from '../api/types';
import { ConfigForm, saveAfterPageHide } from '@forms';
import { useCardProblems } from '../hooks/useParcelProblems';
import { usePriceQuote } from '../hooks/usePriceQuote';
import { costFromPrice } from '../model/fees';
import type { ParcelForm } from '../model/parcel';
import { readyForPrice } from '../model/parcelRules';
import { priceRequest } from '../model/payloads';
import type { PackValue, RecipientValue } from '../model/recipient';
import { saveDraft } from '../state/orderSession';
import { useLiveSnapshot } from '../state/useLiveSnapshot';
import { PackImageUpload } from './PackImageUpload';
import { ParcelFields } from './ParcelFields';
import { PriceLine } from './PriceLine';

export interface ParcelCardProps {
  index: number;
  count: number;
  /**
   * The live parcel of the session (the valtio proxy, not a snapshot): the card reads its own snapshot of it and
   * writes to it, so a change to this parcel re-renders this card and not the page.
   */
  parcel: ParcelForm;
  remove: (index: number) => void;
  showAll: boolean;
  sender: Shipper | null;
  dp: DpInfo;
  country: CountryConfig;
  quickAddress: boolean;
  stampRequired: boolean;
  otherIds: readonly string[];
  onCodRefused: (index: number) => void;
  verifyPackId: (id: string, index: number) => Promise<string | null>;
  /** The saved-consignee list of this parcel's recipient appeared or went (the page then requires a pick). */
  onConsigneeChoicesShown?: (parcelKey: string, shown: boolean) => void;
  disabled?: boolean;
}

/**
 * One parcel of a post or pack order: its fields, the recipient form from config, and its price. It renders again
 * when its own parcel changed or a prop it shows did (see sameCardProps); inside, the field group, the recipient
 * form and the price line are memoised on their own inputs, so a commit of the recipient's name leaves the others
 * alone.
 */
export const ParcelCard = memo(function ParcelCard(props: ParcelCardProps) {
  const { index, count, showAll, sender, dp, country, quickAddress } = props;
  const live = props.parcel;
  const parcel = useLiveSnapshot(live) as Readonly<ParcelForm>;
  const t = useT();
  const problems = useCardProblems(parcel, props.otherIds);
  const ready = readyForPrice(problems.parcel, problems.recipient, sender !== null);
  const request = useMemo(() => (ready && sender ? priceRequest(parcel as ParcelForm, sender, dp, country, quickAddress) : null), [ready, sender, parcel, dp, country, quickAddress]);
  const quote = usePriceQuote(request, useCallback((req) => getPrice(req.global_shipper_id, req), []));

  useEffect(() => {
    if (quote.kind === 'done') live.cost = costFromPrice(quote.price);
    else if (quote.kind === 'idle' && live.cost) live.cost = null;
    // The cost follows the quote only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quote]);

  // Text typed but not committed when the page goes away is committed then; the draft must be saved after that.
  useEffect(() => saveAfterPageHide(saveDraft), []);

  // Callbacks handed down stay the same functions (a page may pass new ones on each render), calling the latest.
  const latest = useRef(props);
  useLayoutEffect(() => { latest.current = props; });
  const patch = useCallback((p: Partial<ParcelForm>) => { Object.assign(latest.current.parcel, p); }, []);
  const onRecipient = useCallback((next: RecipientValue | PackValue) => { latest.current.parcel.recipient = next; }, []);
  const verifyPack = useCallback((id: string) => latest.current.verifyPackId(id, latest.current.index), []);
  const onCodRefused = useCallback(() => latest.current.onCodRefused(latest.current.index), []);
  const onImage = useCallback((url: string) => { latest.current.parcel.imageUrl = url; }, []);
  const onRemove = useCallback(() => latest.current.remove(latest.current.index), []);
  const onChoicesShown = useCallback((shown: boolean) => latest.current.onConsigneeChoicesShown?.(latest.current.parcel.key, shown), []);
  const failed = parcel.oc?.status === 'failed';

  return (
    <Box as="section" aria-labelledby={`${parcel.key}-h`} borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '5' }}
      borderColor={failed ? 'red.500' : 'border'} data-testid="parcel-card">
      <CardHeader headingId={`${parcel.key}-h`} index={index} count={count} failed={failed} message={failed ? parcel.oc?.message ?? null : null}
        disabled={props.disabled} onRemove={onRemove} />
      <Stack gap="5">
        <ParcelFields parcel={parcel} update={patch} problems={problems.parcel} showAll={showAll} country={country}
          stampRequired={props.stampRequired} otherIds={props.otherIds} codAllowed={dp.allowCodService === true}
          onCodRefused={onCodRefused} disabled={props.disabled} />
        <Box>
          <SectionHeading text={t(parcel.kind === 'PACK' ? 'orders.pack_details' : 'orders.recipient_details')} />
          <ConfigForm kind={parcel.kind === 'PACK' ? 'pack' : 'recipient'} value={parcel.recipient} onChange={onRecipient}
            disabled={props.disabled} showAllErrors={showAll} idPrefix={parcel.key}
            searchConsignees={parcel.kind === 'POST' ? searchConsignees : undefined}
            verifyPackId={parcel.kind === 'PACK' ? verifyPack : undefined} onConsigneeChoicesShown={onChoicesShown} />
        </Box>
        {parcel.kind === 'PACK' && <PackImageUpload imageUrl={parcel.imageUrl} onUploaded={onImage} disabled={props.disabled} />}
        <PriceLine quote={quote} cost={parcel.cost} country={country} />
      </Stack>
    </Box>
  );
}, sameCardProps);

// The card's fixed parts, memoised: a commit of a recipient field re-renders the card, not these.
const CardHeader = memo(function CardHeader({ headingId, index, count, failed, message, disabled, onRemove }: {
  headingId: string; index: number; count: number; failed: boolean; message: string | null; disabled?: boolean; onRemove: () => void;
}) {
  const t = useT();
  return (
    <>
      <HStack justify="space-between" mb="3" wrap="wrap">
        <HStack gap="2">
          <Heading as="h2" size="md" id={headingId}>{t('orders.parcel_n', { n: index + 1, count })}</Heading>
          {failed && <Badge colorPalette="red">{t('orders.failed')}</Badge>}
        </HStack>
        {count > 1 && (
          <Button size="sm" variant="ghost" colorPalette="red" disabled={disabled} onClick={onRemove}
            aria-label={t('orders.remove_parcel', { id: index + 1 })}>{t('orders.remove')}</Button>
        )}
      </HStack>
      {message !== null && <Text color="red.700" mb="3" role="alert">{message}</Text>}
    </>
  );
});

const SectionHeading = memo(function SectionHeading({ text }: { text: string }) {
  return <Heading as="h3" size="sm" mb="3">{text}</Heading>;
});

/** Props equal for the card: the same values, the other parcels' stamp ids by content (the page builds that list anew). */
function sameCardProps(a: ParcelCardProps, b: ParcelCardProps): boolean {
  const keys = Object.keys(b) as Array<keyof ParcelCardProps>;
  if (keys.length !== Object.keys(a).length) return false;
  return keys.every((k) => (k === 'otherIds'
    ? a.otherIds.length === b.otherIds.length && a.otherIds.every((id, i) => id === b.otherIds[i])
    : Object.is(a[k], b[k])));
}
