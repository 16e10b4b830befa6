import { useMemo, useState } from 'react';
import { Box, Button, Grid, Stack, Text } from '@chakra-ui/react';
import { IntlProvider, LOCALE_NAMES, LOCALES, portalView, useIntl, type LoadedConfig, type Locale, type Translate } from '@kernel';
import { ConfigForm, type FormValue } from '@forms';
import { Loading, SelectField } from '@ui';
import { formPreview } from '../model/formPreview';
import { previewSession } from '../model/whatIf';
import { countryOptions } from '../components/countryOptions';
import { pageWidgets } from '../components/PageWidget';
import { FormMessages } from '../components/FormMessages';
import { useCatalog } from '../state/useCatalog';
import { StaleNote } from './StaleNote';

const isLocale = (v: string): v is Locale => (LOCALES as readonly string[]).includes(v);

/** A country's form of one kind from the edited forms file, drawn by the shared forms module, in any language. */
export function FormPreviewPanel({ t, config, stale }: { t: Translate; config: LoadedConfig; stale: boolean }) {
  const { locale: pageLocale, t: portalT } = useIntl();
  const [country, setCountry] = useState(config.portal.defaultCountry);
  const [kind, setKind] = useState('recipient');
  const [locale, setLocale] = useState<Locale>(pageLocale);
  const [value, setValue] = useState<FormValue>({});
  const [showAll, setShowAll] = useState(false);
  // A new round draws a fresh form: nothing typed, no field left yet.
  const [round, setRound] = useState(0);
  const code = config.portal.countries.includes(country) ? country : config.portal.defaultCountry;
  const forms = useMemo(() => config.forms[code] ?? {}, [config, code]);
  const kinds = Object.keys(forms).filter((k) => k !== '$schema');
  const shownKind = kinds.includes(kind) ? kind : (kinds[0] ?? kind);
  const catalog = useCatalog(locale);
  const countryConfig = config.countries[code];
  // The forms file as the check loaded it from the edited text.
  const preview = useMemo(() => (countryConfig ? formPreview(JSON.stringify(forms), shownKind, countryConfig, locale) : null), [forms, shownKind, countryConfig, locale]);
  const widgets = useMemo(() => (preview?.ok ? pageWidgets(preview.preview.spec) : {}), [preview]);
  const flags = useMemo(() => portalView(config, previewSession({ country: code, settings: {}, design: 'legacy' })).flags, [config, code]);
  const reset = () => { setValue({}); setShowAll(false); setRound((r) => r + 1); };

  return (
    <Stack gap="4">
      <StaleNote t={t} stale={stale} />
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="3">
        <SelectField label={t('configStudio.form_country')} value={code} options={countryOptions(config, pageLocale, portalT)} onChange={(v) => { setCountry(v); reset(); }} />
        <SelectField label={t('configStudio.form_kind')} value={shownKind} options={kinds.map((k) => ({ value: k, label: k }))} onChange={(v) => { setKind(v); reset(); }} />
        <SelectField label={t('configStudio.form_language')} value={locale} onChange={(v) => isLocale(v) && setLocale(v)}
          options={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l], lang: l }))} />
      </Grid>
      <Text>{t('configStudio.form_intro')}</Text>
      {!preview?.ok || !countryConfig ? <Text role="alert">{t('configStudio.form_none', { kind: shownKind, country: code })}</Text>
        : !catalog ? <Loading label={t('configStudio.loading')} /> : (
          <Box as="section" aria-label={t('configStudio.form_label', { kind: shownKind, country: code })} lang={locale} borderWidth="1px" borderRadius="md" p="3" data-testid="form-preview">
            <IntlProvider locale={catalog.locale} messages={catalog.messages}>
              <ConfigForm key={`${round}:${code}:${shownKind}:${JSON.stringify(preview.preview.spec)}`} kind={shownKind} idPrefix={`preview_${shownKind}`}
                value={value} onChange={setValue} showAllErrors={showAll} widgets={widgets}
                preview={{ spec: preview.preview.spec, country: countryConfig, flags }} />
              <FormMessages t={t} messages={preview.preview.messages} />
            </IntlProvider>
          </Box>
        )}
      <Box>
        <Button variant="outline" onClick={() => setShowAll(true)}>{t('configStudio.form_check')}</Button>{' '}
        <Button variant="ghost" onClick={reset}>{t('configStudio.form_clear')}</Button>
      </Box>
    </Stack>
  );
}
