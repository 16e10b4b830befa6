import { memo, useMemo } from 'react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import type { ConfigProblem, Translate } from '@kernel';
import { JsonEditor } from '../editor/JsonEditor';
import { refusalOf } from '../editor/limits';
import type { StudioState } from '../state/useStudio';
import { useSchemaFor } from '../state/useSchemaFor';

type EditorPanelProps = Pick<StudioState, 'file' | 'files' | 'edited' | 'text' | 'version' | 'open' | 'edit' | 'discard'> & {
  t: Translate;
  /** The open file's problems (the page keeps the same list while they are the same). */
  problems: readonly ConfigProblem[];
  reveal: { path: string; seq: number } | null;
};

/**
 * The open file in the editor, with its own problems underlined; a file picker and Discard above it. Drawn again when
 * a check changes what it shows (the file's problems, the text checked), the picker only when the files change.
 */
export const EditorPanel = memo(function EditorPanel({ t, file, files, edited, text, version, open, edit, discard, problems, reveal }: EditorPanelProps) {
  const schema = useSchemaFor(text);
  const refused = useMemo(() => (text === null ? null : refusalOf(text)), [text]);
  return (
    <>
      <FilePicker t={t} file={file} files={files} edited={edited} open={open} discard={discard} />
      {refused && <Text role="alert" color="red.700" mb="2">{t(refused === 'tooLarge' ? 'configStudio.too_large' : 'configStudio.too_deep', { file })}</Text>}
      <Box h={{ base: '55vh', md: '60vh' }} borderWidth="1px" borderRadius="md" overflow="hidden">
        {text !== null && (
          <JsonEditor key={`${file}:${version}`} file={file} text={text} schema={refused ? null : schema} problems={problems}
            label={t('configStudio.editor_label', { file })} onChange={edit} reveal={reveal} />
        )}
      </Box>
    </>
  );
});

const FilePicker = memo(function FilePicker({ t, file, files, edited, open, discard }: Pick<EditorPanelProps, 't' | 'file' | 'files' | 'edited' | 'open' | 'discard'>) {
  return (
    <Flex gap="3" wrap="wrap" align="end" mb="3">
      <Box flex="1 1 14rem" minW="0">
        <label htmlFor="studio-file" style={{ display: 'block', fontWeight: 600 }}>{t('configStudio.files')}</label>
        <select id="studio-file" value={file} onChange={(e) => open(e.target.value)}
          style={{ width: '100%', minHeight: '2.5rem', border: '1px solid var(--chakra-colors-border-emphasized, #888)', borderRadius: '4px', padding: '0 0.5rem', background: 'inherit' }}>
          {files.map((f) => (
            <option key={f} value={f}>{edited.has(f) ? t('configStudio.file_edited', { file: f }) : f}</option>
          ))}
        </select>
      </Box>
      <Button variant="outline" onClick={discard} disabled={!edited.has(file)}>{t('configStudio.discard')}</Button>
    </Flex>
  );
});
