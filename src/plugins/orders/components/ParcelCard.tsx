import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { memo, useCallback, useEffect, useMemo } from 'react';
import { useT, type CountryConfig, type DpInfo } from '../../../kernel';
import { getPrice, searchConsignees } from '../api/orderApi';
import type { Shipper } from '../api/types';
import { RecipientForm } from '../forms/RecipientForm';
import { usePriceQuote } from '../hooks/usePriceQuote';
import { costFromPrice } from '../model/fees';
import type { ParcelForm } from '../model/parcel';
import { readyForPrice } from '../model/parcelRules';
import { priceRequest } from '../model/payloads';
import type { PackValue, RecipientValue } from '../model/recipient';
import { PackImageUpload } from './PackImageUpload';
import { ParcelFields } from './ParcelFields';
import { PriceLine } from './PriceLine';

export interface ParcelCardProps {
  index: number;
  count: number;
  parcel: Readonly<ParcelForm>;
  /** Writes to the live session parcel. */
  update: (index: number, patch: Partial<ParcelForm>) => void;
  remove: (index: number) => void;
  parcelProblems: Record<string, string>;
  recipientProblems: Record<string, string>;
  showAll: boolean;
  sender: Shipper | null;
  dp: DpInfo;
  country: CountryConfig;
  quickAddress: boolean;
  stampRequired: boolean;
  otherStampIds: readonly string[];
  onCodRefused: (index: number) => void;
  verifyPackId: (id: string, index: number) => Promise<string | null>;
  disabled?: boolean;
}

/** One parcel of a post or pack order: its fields, the recipient form from config, and its price. */
export const ParcelCard = memo(function ParcelCard(props: ParcelCardProps) {
  const { index, count, parcel, update, remove, parcelProblems, recipientProblems, showAll, sender, dp, country, quickAddress } = props;
  const t = useT();
  const ready = readyForPrice(parcelProblems, recipientProblems, sender !== null);
  const request = useMemo(() => (ready && sender ? priceRequest(parcel as ParcelForm, sender, dp, country, quickAddress) : null), [ready, sender, parcel, dp, country, quickAddress]);
  const quote = usePriceQuote(request, useCallback((req) => getPrice(req.global_shipper_id, req), []));

  useEffect(() => {
    if (quote.kind === 'done') update(index, { cost: costFromPrice(quote.price) });
    else if (quote.kind === 'idle' && parcel.cost) update(index, { cost: null });
    // The cost follows the quote only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quote]);

  const patch = useCallback((p: Partial<ParcelForm>) => update(index, p), [update, index]);
  const onRecipient = useCallback((next: RecipientValue | PackValue) => update(index, { recipient: next }), [update, index]);
  const verifyPack = useCallback((id: string) => props.verifyPackId(id, index), [props, index]);
  const failed = parcel.oc?.status === 'failed';

  return (
    <Box as="section" aria-labelledby={`${parcel.key}-h`} borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '5' }}
      borderColor={failed ? 'red.500' : 'border'} data-testid="parcel-card">
      <HStack justify="space-between" mb="3" wrap="wrap">
        <HStack gap="2">
          <Heading as="h2" size="md" id={`${parcel.key}-h`}>{t('orders.parcel_n', { n: index + 1, count })}</Heading>
          {failed && <Badge colorPalette="red">{t('orders.failed')}</Badge>}
        </HStack>
        {count > 1 && (
          <Button size="sm" variant="ghost" colorPalette="red" disabled={props.disabled} onClick={() => remove(index)}
            aria-label={t('orders.remove_parcel', { id: index + 1 })}>{t('orders.remove')}</Button>
        )}
      </HStack>
      {failed && parcel.oc && <Text color="red.700" mb="3" role="alert">{parcel.oc.message}</Text>}
      <Stack gap="5">
        <ParcelFields parcel={parcel} update={patch} problems={parcelProblems} showAll={showAll} country={country}
          stampRequired={props.stampRequired} otherStampIds={props.otherStampIds} codAllowed={dp.allowCodService === true}
          onCodRefused={() => props.onCodRefused(index)} disabled={props.disabled} />
        <Box>
          <Heading as="h3" size="sm" mb="3">{t(parcel.kind === 'PACK' ? 'orders.pack_details' : 'orders.recipient_details')}</Heading>
          <RecipientForm kind={parcel.kind === 'PACK' ? 'pack' : 'recipient'} value={parcel.recipient} onChange={onRecipient}
            disabled={props.disabled} showAllErrors={showAll} idPrefix={parcel.key}
            searchConsignees={parcel.kind === 'POST' ? searchConsignees : undefined}
            verifyPackId={parcel.kind === 'PACK' ? verifyPack : undefined} />
        </Box>
        {parcel.kind === 'PACK' && <PackImageUpload imageUrl={parcel.imageUrl} onUploaded={(url) => patch({ imageUrl: url })} disabled={props.disabled} />}
        <PriceLine quote={quote} cost={parcel.cost} country={country} />
      </Stack>
    </Box>
  );
});
