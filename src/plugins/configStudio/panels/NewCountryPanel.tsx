import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Grid, Input, Stack, Text } from '@chakra-ui/react';
import { useIntl, type LoadedConfig, type ReadConfigFile, type Translate } from '@kernel';
import { FormField, SelectField } from '@ui';
import { newCountryFrom, type ToReview } from '../model/newCountry';
import { checkNewCountry, countryRules, type CountryRules, type FieldErrors, type NewCountryFields } from '../model/newCountryInput';
import { countryOptions } from '../components/countryOptions';

export interface NewCountryProps {
  t: Translate;
  config: LoadedConfig;
  served: ReadConfigFile;
  draftOf: (file: string) => string | null;
  write: (files: Readonly<Record<string, string>>) => Promise<void>;
  /** Opens a written file in the editor. */
  openFile: (file: string) => void;
}

const EMPTY: NewCountryFields = { code: '', name: '', phonePrefix: '', currencyCode: '', currencySymbol: '', utcOffset: '' };
const FIELDS: ReadonlyArray<[keyof NewCountryFields, string, string?]> = [
  ['code', 'configStudio.new_code', 'configStudio.new_code_help'], ['name', 'configStudio.new_name'],
  ['phonePrefix', 'configStudio.new_prefix', 'configStudio.new_prefix_help'], ['currencyCode', 'configStudio.new_currency', 'configStudio.new_currency_help'],
  ['currencySymbol', 'configStudio.new_symbol'], ['utcOffset', 'configStudio.new_offset', 'configStudio.new_offset_help'],
];

const parse = (text: string | null): unknown => {
  try {
    return text === null ? null : JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/** 'New country from…': a configured country copied under a new code, written as drafts for the checks to judge. */
export function NewCountryPanel({ t, config, served, draftOf, write, openFile }: NewCountryProps) {
  const { locale, t: portalT } = useIntl();
  const [source, setSource] = useState(config.portal.countries[0] ?? config.portal.defaultCountry);
  const [fields, setFields] = useState<NewCountryFields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<{ files: string[]; review: ToReview[] } | { failed: string } | null>(null);
  const [rules, setRules] = useState<CountryRules | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all([served('schemas/country.schema.json'), served('schemas/_gate.schema.json')]).then(
      ([country, gate]) => live && setRules(countryRules(parse(country), parse(gate))),
      () => live && setRules(countryRules(null, null)),
    );
    return () => { live = false; };
  }, [served]);

  const text = (file: string) => draftOf(file) ?? served(file);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!rules) return;
    const checked = checkNewCountry(fields, rules, config.portal.countries);
    if (!checked.ok) {
      setErrors(checked.errors);
      setOutcome(null);
      return;
    }
    setErrors({});
    const names = ['portal.json', `countries/${source}.json`, `forms/${source}.json`];
    const read = await Promise.all(names.map((f) => Promise.resolve(text(f)).catch(() => null)));
    const files = Object.fromEntries(names.flatMap((f, i) => (read[i] == null ? [] : [[f, read[i]]])));
    const made = newCountryFrom(files, source, checked.input);
    if (!made.ok) {
      setOutcome({ failed: made.reason === 'codeTaken' ? 'configStudio.new_code_taken' : 'configStudio.new_source_missing' });
      return;
    }
    await write(made.files);
    setOutcome({ files: Object.keys(made.files), review: made.review });
  };
  const errorText = (field: keyof NewCountryFields) => {
    const id = errors[field];
    return id ? t(id, { min: rules?.offset.minimum ?? '', max: rules?.offset.maximum ?? '', step: rules?.offset.multipleOf ?? '', length: rules?.symbolMaxLength ?? '' }) : null;
  };

  return (
    <Stack gap="4">
      <Text>{t('configStudio.new_intro')}</Text>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('configStudio.tab_new')}>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="3">
          <SelectField label={t('configStudio.new_source')} value={source} options={countryOptions(config, locale, portalT)} onChange={setSource} />
          {FIELDS.map(([field, label, help]) => (
            <FormField key={field} label={t(label)} help={help ? t(help) : undefined} error={errorText(field)} required>
              <Input name={field} value={fields[field]} autoComplete="off" inputMode={field === 'utcOffset' ? 'decimal' : undefined}
                onChange={(e) => setFields((f) => ({ ...f, [field]: e.target.value }))} />
            </FormField>
          ))}
        </Grid>
        <Button type="submit" mt="3" disabled={!rules}>{t('configStudio.new_create')}</Button>
      </form>
      <Box role="status">
        {outcome && 'failed' in outcome && <Text color="red.700">{t(outcome.failed)}</Text>}
        {outcome && 'files' in outcome && (
          <Stack gap="2" data-testid="new-country-done">
            <Text fontWeight="semibold">{t('configStudio.new_written', { count: outcome.files.length })}</Text>
            <Box as="ul" ps="5" m="0">
              {outcome.files.map((f) => (
                <li key={f}><Button variant="plain" textDecoration="underline" h="auto" minH="6" p="0" onClick={() => openFile(f)}>{t('configStudio.new_open', { file: f })}</Button></li>
              ))}
            </Box>
            <Text>{t('configStudio.new_review')}</Text>
            <Box as="ul" ps="5" m="0">
              {outcome.review.map((r) => <li key={r.file + r.path}><code>{`${r.file} ${r.path}`}</code></li>)}
            </Box>
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
