import { useCallback, useState } from 'react';
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import type { ConfigProblem } from '@kernel';
import { Loading } from '@ui';
import { JsonEditor } from '../editor/JsonEditor';
import { refusalOf } from '../editor/limits';
import { ProblemList } from '../components/ProblemList';
import { useStudio } from '../state/useStudio';
import { useSchemaFor } from '../state/useSchemaFor';
import { useStudioT } from '../state/useStudioT';

const inConfig = (file: string) => file.replace(/^config\//, '');

/** /config-studio: the portal's config files in an editor, with the shared check's problems as you type. */
export default function StudioPage() {
  const t = useStudioT();
  const studio = useStudio();
  const schema = useSchemaFor(studio.text);
  const [reveal, setReveal] = useState<{ path: string; seq: number } | null>(null);
  const { open } = studio;
  const pick = useCallback((p: ConfigProblem) => {
    open(inConfig(p.file));
    setReveal((r) => ({ path: p.path, seq: (r?.seq ?? 0) + 1 }));
  }, [open]);
  if (!t) return <Loading label="…" />;
  if (studio.status === 'failed') return <Text role="alert" p="4">{t('configStudio.load_failed')}</Text>;
  const refused = studio.text === null ? null : refusalOf(studio.text);
  const problems = (studio.problems ?? []).filter((p) => inConfig(p.file) === studio.file);
  return (
    <Box maxW="6xl" mx="auto" p={{ base: '3', md: '6' }}>
      <Heading as="h1" size="xl">{t('configStudio.title')}</Heading>
      <Text mt="2" mb="4">{t('configStudio.intro')}</Text>
      {studio.status === 'loading' ? <Loading label={t('configStudio.loading')} /> : (
        <>
          <Flex gap="3" wrap="wrap" align="end" mb="3">
            <Box flex="1 1 14rem" minW="0">
              <label htmlFor="studio-file" style={{ display: 'block', fontWeight: 600 }}>{t('configStudio.files')}</label>
              <select id="studio-file" value={studio.file} onChange={(e) => studio.open(e.target.value)}
                style={{ width: '100%', minHeight: '2.5rem', border: '1px solid var(--chakra-colors-border-emphasized, #888)', borderRadius: '4px', padding: '0 0.5rem', background: 'inherit' }}>
                {studio.files.map((f) => (
                  <option key={f} value={f}>{studio.edited.has(f) ? t('configStudio.file_edited', { file: f }) : f}</option>
                ))}
              </select>
            </Box>
            <Button variant="outline" onClick={studio.discard} disabled={!studio.edited.has(studio.file)}>{t('configStudio.discard')}</Button>
          </Flex>
          {refused && <Text role="alert" color="red.700" mb="2">{t(refused === 'tooLarge' ? 'configStudio.too_large' : 'configStudio.too_deep', { file: studio.file })}</Text>}
          <Box h={{ base: '55vh', md: '60vh' }} borderWidth="1px" borderRadius="md" overflow="hidden">
            {studio.text !== null && (
              <JsonEditor key={`${studio.file}:${studio.version}`} file={studio.file} text={studio.text} schema={refused ? null : schema} problems={problems}
                label={t('configStudio.editor_label', { file: studio.file })} onChange={studio.edit} reveal={reveal} />
            )}
          </Box>
          <ProblemList t={t} problems={studio.problems} checking={studio.checking} onPick={pick} />
        </>
      )}
    </Box>
  );
}
