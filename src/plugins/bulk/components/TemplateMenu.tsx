import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useT } from '@kernel';
import { SelectField } from '@ui';
import type { TemplateKind } from '../model/templates';
import { downloadTemplate } from './templateFile';

/** The template dropdown of part 1 §2: each template as CSV and as XLSX. */
export function TemplateMenu({ kinds, countryCode }: { kinds: TemplateKind[]; countryCode: string }) {
  const t = useT();
  const options = kinds.flatMap((k) => (['csv', 'xlsx'] as const).map((ext) => ({ value: `${k}:${ext}`, label: t('bulk.template_option', { name: t(`bulk.template.${k}`), format: ext.toUpperCase() }) })));
  const [choice, setChoice] = useState(options[0]?.value ?? '');
  if (options.length === 0) return null;
  const [kind, ext] = choice.split(':') as [TemplateKind, 'csv' | 'xlsx'];
  return (
    <HStack gap="3" align="end" wrap="wrap" data-testid="bulk-templates">
      <SelectField label={t('bulk.templates')} value={choice} options={options} onChange={setChoice} />
      <Button variant="outline" minH="10" onClick={() => void downloadTemplate(kind, ext, countryCode)}>{t('bulk.download_template')}</Button>
    </HStack>
  );
}
