import { Box, Button, Flex, Text } from '@chakra-ui/react';
import type { ConfigProblem, Translate } from '@kernel';
import { JsonEditor } from '../editor/JsonEditor';
import { refusalOf } from '../editor/limits';
import type { StudioState } from '../state/useStudio';
import { useSchemaFor } from '../state/useSchemaFor';

const inConfig = (file: string) => file.replace(/^config\//, '');

/** The open file in the editor, with its own problems underlined; a file picker and Discard above it. */
export function EditorPanel({ t, studio, reveal }: { t: Translate; studio: StudioState; reveal: { path: string; seq: number } | null }) {
  const schema = useSchemaFor(studio.text);
  const refused = studio.text === null ? null : refusalOf(studio.text);
  const problems: ConfigProblem[] = (studio.problems ?? []).filter((p) => inConfig(p.file) === studio.file);
  return (
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
    </>
  );
}
