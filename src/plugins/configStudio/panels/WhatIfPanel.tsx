import { useMemo, useState } from 'react';
import { Box, Grid, Input, Stack, Text } from '@chakra-ui/react';
import { portalView, useIntl, type DpSettings, type FlagSet, type LoadedConfig, type Translate } from '@kernel';
import { FormField, SelectField } from '@ui';
import { previewFor } from '../model/preview';
import { previewSession, type WhatIf, type WhatIfPoint } from '../model/whatIf';
import { pointFacts } from '../model/pointFacts';
import { Check } from '../components/Check';
import { countryOptions } from '../components/countryOptions';
import { WhatIfResult } from './WhatIfResult';
import { StaleNote } from './StaleNote';

// The point's permissions of the spec (part 2 §6), COD (allowCodService) among them.
const SETTINGS: ReadonlyArray<keyof DpSettings> = [
  'allowCreatePost', 'allowCreatePack', 'allowCustomerReturn', 'allowShipperSend', 'allowPrintAwb', 'canCustomerCollect',
  'canShipperLodgeIn', 'allowCodService', 'allowViewInsights', 'allowViewOrderEventsHistory', 'allowBulkProcessParcel',
  'allowPostOrderEnhancements', 'allowManualPackOc', 'isNewDriverHandoverEnabled', 'isShipperDropOffRevampEnabled',
  'isBulkPostAddressLevelsSupported',
];
// As the demo points: every permission on except the new driver handover and the drop-off revamp.
const START: DpSettings = Object.fromEntries(SETTINGS.map((s) => [s, s !== 'isNewDriverHandoverEnabled' && s !== 'isShipperDropOffRevampEnabled']));
const POINT_FIELDS: ReadonlyArray<keyof WhatIfPoint> = ['partnerType', 'type', 'dpServiceType', 'serviceType', 'driverCollectionMode'];

/** What if: a made-up point of any country, and what its operator would see with the edited config. */
export function WhatIfPanel({ t, config, stale }: { t: Translate; config: LoadedConfig; stale: boolean }) {
  const { locale, t: portalT } = useIntl();
  const [country, setCountry] = useState(config.portal.defaultCountry);
  const [design, setDesign] = useState<WhatIf['design']>('legacy');
  const [settings, setSettings] = useState<DpSettings>(START);
  const [point, setPoint] = useState<WhatIfPoint>({});
  const [flagEdits, setFlagEdits] = useState<FlagSet>({});
  const code = config.portal.countries.includes(country) ? country : config.portal.defaultCountry;

  // The country's own flags (defaults and its overrides), before the admin's changes.
  const countryFlags = useMemo(() => portalView(config, previewSession({ country: code, settings: {}, design: 'legacy' })).flags, [config, code]);
  const booleanFlags = Object.keys(countryFlags).filter((f) => typeof countryFlags[f] === 'boolean').sort();
  const facts = useMemo(() => pointFacts(config), [config]);
  const preview = useMemo(() => previewFor(config, { country: code, settings, point, flags: flagEdits, design }), [config, code, settings, point, flagEdits, design]);

  return (
    <Stack gap="4">
      <StaleNote t={t} stale={stale} />
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="3">
        <SelectField label={t('configStudio.whatif_country')} value={code} options={countryOptions(config, locale, portalT)} onChange={setCountry} />
        <SelectField label={t('configStudio.whatif_design')} value={design} onChange={(v) => setDesign(v === 'newDesign' ? 'newDesign' : 'legacy')}
          options={[{ value: 'legacy', label: t('configStudio.design_legacy') }, { value: 'newDesign', label: t('configStudio.design_new') }]} />
        <Text gridColumn="1 / -1" color="fg.muted">{t('configStudio.whatif_point_help')}</Text>
        {POINT_FIELDS.map((field) => (
          <FormField key={field} label={t('configStudio.whatif_point_field', { field })}>
            <Input value={point[field] ?? ''} list={`whatif-${field}`} autoComplete="off"
              onChange={(e) => setPoint((p) => ({ ...p, [field]: e.target.value.trim() || undefined }))} />
            <datalist id={`whatif-${field}`}>
              {(facts.get(field) ?? []).map((v) => <option key={v} value={v} />)}
            </datalist>
          </FormField>
        ))}
      </Grid>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="3">
        <Box as="fieldset" minW="0">
          <Box as="legend" fontWeight="semibold">{t('configStudio.whatif_settings')}</Box>
          <Box>
            {SETTINGS.map((s) => (
              <Check key={s} mono checked={settings[s] === true} onChange={(on) => setSettings((old) => ({ ...old, [s]: on }))}>{s}</Check>
            ))}
          </Box>
        </Box>
        <Box as="fieldset" minW="0">
          <Box as="legend" fontWeight="semibold">{t('configStudio.whatif_flags')}</Box>
          <Box>
            {booleanFlags.map((f) => (
              <Check key={f} mono checked={(flagEdits[f] ?? countryFlags[f]) === true} onChange={(on) => setFlagEdits((old) => ({ ...old, [f]: on }))}>{f}</Check>
            ))}
          </Box>
        </Box>
      </Grid>
      <WhatIfResult t={t} preview={preview} />
    </Stack>
  );
}
