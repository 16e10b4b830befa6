import { Box, Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { formatMoney, LoadFailure, session, useIntl, usePortal, useService, useT, type CountryConfig, type DpInfo } from '@kernel';
import { ErrorNotice, Loading, StickyFooter } from '@ui';
import { PARCEL_PRICING, PARCEL_RULES, type ParcelPricing, type ParcelRules, type Shipper } from '@services';
import { ShipperPicker } from '../components/ShipperPicker';
import { fieldsWithWidget } from '@forms';
import { autoComplete } from '@forms';
import { useZones } from '@forms';
import { Breakdown } from './components/Breakdown';
import { rateBreakdown } from './model/breakdown';
import { DestinationFields } from './components/DestinationFields';
import { ParcelInputs } from './components/ParcelInputs';
import { useRateQuote } from './hooks/useRateQuote';
import { effectiveCodValue, inputProblems, rateRequest, type Destination, type RateContext, type RateInputs } from './model/inputs';
import { destinationLevels } from './model/levels';
import { clearParcel, openRateInputs, rateStore, sameOwner, type RateOwner } from './state/rateInputs';

/**
 * Rate calculator (/rate-calculator): "how much will this parcel cost?" without making an order. The quote follows
 * the inputs: once a shipper is chosen and the inputs are complete, every change asks again (at most every 500 ms,
 * an overtaken answer dropped); "Get price" shows what is missing ('Shipper id is missing.', the fields) and asks
 * again right away, e.g. after 'Fetching price failed'. The inputs are kept for the tab (state/rateInputs.ts).
 */
export default function RateCalculatorPage() {
  const t = useT();
  const { dp, country } = usePortal();
  // The order page's pricing and parcel rules, from orders: a quote here is the one a post order would get.
  const pricing = useService(PARCEL_PRICING);
  const rules = useService(PARCEL_RULES);
  const snap = useSnapshot(rateStore, { sync: true });
  const login = session.loginInfo ? `${session.loginInfo.dpUserId ?? session.loginInfo.username ?? ''}|${session.loginInfo.expirationDate}` : '';
  const owner: RateOwner | null = dp ? { dpId: dp.id, country: country.code, login } : null;
  const ownerKey = owner ? JSON.stringify(owner) : null;
  const priced = pricing.service;
  useLayoutEffect(() => {
    if (ownerKey && priced) openRateInputs(JSON.parse(ownerKey) as RateOwner, country, priced);
  }, [ownerKey, country, priced]);
  // The inputs are opened in a layout effect, and that store write would draw the whole calculator at once, in one
  // long task: its first draw waits for a transition after the page's first commit, drawn in slices.
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  const failed = pricing.error ?? rules.error;
  if (failed) return <LoadFailure error={failed} onRetry={() => window.location.reload()} />;
  if (!dp || !priced || !rules.service || !sameOwner(snap.owner, owner) || !snap.inputs || !drawn) return <Loading label={t('loading')} />;
  return <Calculator dp={dp} country={country} value={snap.inputs as RateInputs} pricing={priced} rules={rules.service} />;
}

interface CalculatorProps {
  dp: DpInfo;
  country: CountryConfig;
  value: RateInputs;
  pricing: ParcelPricing;
  rules: ParcelRules;
}

function Calculator({ dp, country, value, pricing, rules }: CalculatorProps) {
  const { t, locale } = useIntl();
  const { config, flags } = usePortal();
  const spec = config.forms[country.code]?.recipient;
  const levels = useMemo(() => destinationLevels(spec), [spec]);
  const quickAddress = country.quickAddress && flags.ENABLE_QUICK_ADDRESS === true && (!spec || fieldsWithWidget(spec, 'quickAddress').length > 0);
  const codAllowed = dp.allowCodService === true;
  const codOffForShipper = value.shipper?.isCodEnabled === false;
  const ctx: RateContext = useMemo(
    () => ({ country, dp, levels, quickAddress, codAvailable: codAllowed && !codOffForShipper, pricing, rules }),
    [country, dp, levels, quickAddress, codAllowed, codOffForShipper, pricing, rules],
  );
  const { zones, retry } = useZones(country.code, true);
  const { quote, last, ask } = useRateQuote(pricing);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [showAll, setShowAll] = useState(false);
  const [askedWithoutShipper, setAskedWithoutShipper] = useState(false);

  const update = (patch: Partial<RateInputs>) => {
    if (rateStore.inputs) Object.assign(rateStore.inputs, patch);
  };
  const updateDestination = (patch: Partial<Destination>) => {
    if (rateStore.inputs) Object.assign(rateStore.inputs.destination, patch);
  };
  // Stable, so the memoised shipper picker does not render again on every keystroke here.
  const selectShipper = useCallback((s: Shipper | null) => {
    if (rateStore.inputs) rateStore.inputs.shipper = s;
    if (s) setAskedWithoutShipper(false);
  }, []);
  const leave = (field: string) => setTouched((s) => (s[field] ? s : { ...s, [field]: true }));
  const shown = (field: string) => showAll || touched[field] === true;

  // A level with a single option picks itself (part 1 §5), also after the zone table arrives.
  useEffect(() => {
    if (zones.status !== 'ready' || !rateStore.inputs) return;
    const patch = autoComplete(zones.zones, levels, rateStore.inputs.destination);
    if (patch) Object.assign(rateStore.inputs.destination, patch);
  }, [zones, levels, value.destination]);

  const problems = inputProblems(value, ctx);
  const request = rateRequest(value, ctx);
  const key = request ? JSON.stringify(request) : null;
  useEffect(() => {
    ask(key === null ? null : (JSON.parse(key) as typeof request));
  }, [key, ask]);

  const getPrice = (e: FormEvent) => {
    e.preventDefault();
    setShowAll(true);
    if (!value.shipper) {
      setAskedWithoutShipper(true);
      return;
    }
    if (Object.keys(problems).length > 0) {
      requestAnimationFrame(() => (document.querySelector('[aria-invalid="true"]') as HTMLElement | null)?.focus());
      return;
    }
    ask(request);
  };

  return (
    <Stack gap="6" maxW="6xl" pb="10">
      <Box>
        <Heading as="h1" size="2xl">{t('rates.title')}</Heading>
        <Text color="fg.muted">{t('rates.subtitle')}</Text>
      </Box>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' }} gap="6" alignItems="start">
        <Stack gap="6" minW="0">
          <ShipperPicker selected={value.shipper as Shipper | null} onSelect={selectShipper} />
          {askedWithoutShipper && !value.shipper && <ErrorNotice>{t('orders.shipper_id_missing')}</ErrorNotice>}
          <form onSubmit={getPrice} noValidate>
            <Stack gap="6">
              <Box as="section" aria-labelledby="rate-destination-h">
                <Heading as="h2" size="lg" id="rate-destination-h" mb="3">{t('rates.destination')}</Heading>
                <DestinationFields value={value.destination} levels={levels} zones={zones} retryZones={retry} quickAddress={quickAddress}
                  problems={problems} shown={shown} onChange={updateDestination} onLeave={leave} />
              </Box>
              <Box as="section" aria-labelledby="rate-parcel-h">
                <Heading as="h2" size="lg" id="rate-parcel-h" mb="3">{t('rates.parcel')}</Heading>
                <ParcelInputs value={value} country={country} codAllowed={codAllowed} codOffForShipper={codOffForShipper}
                  problems={problems} shown={shown} onChange={update} onLeave={leave} />
              </Box>
              <HStack gap="3" wrap="wrap">
                <Button type="submit" colorPalette="brand">{t('rates.get_price')}</Button>
                <Button variant="ghost" onClick={() => { clearParcel(country, pricing); setTouched({}); setShowAll(false); }}>{t('rates.clear')}</Button>
              </HStack>
              <Text fontSize="sm" color="fg.muted">{t('rates.updates_live')}</Text>
            </Stack>
          </form>
        </Stack>
        <Box position={{ lg: 'sticky' }} top={{ lg: '4' }}>
          <Breakdown quote={quote} price={last} country={country} codValue={effectiveCodValue(value, ctx)} pricing={pricing} />
        </Box>
      </Grid>
      {last && (quote.kind === 'done' || quote.kind === 'loading') && (
        // On a phone the breakdown is below the form: the total stays in sight at the bottom of the screen.
        <StickyFooter display={{ base: 'flex', lg: 'none' }} justify="space-between" wrap="wrap" gap="3">
          <Text fontWeight="semibold" data-testid="rate-total-bar">
            {t('orders.total', { amount: formatMoney(rateBreakdown(last, pricing).total, country, locale) })}
          </Text>
          <Button size="sm" variant="outline"
            onClick={() => document.getElementById('rate-breakdown-h')?.scrollIntoView({ behavior: 'smooth', block: 'start' })}>
            {t('rates.see_breakdown')}
          </Button>
        </StickyFooter>
      )}
    </Stack>
  );
}
