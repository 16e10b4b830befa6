import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ConfigProblem, ReadConfigFile, Translate } from '@kernel';
import { downloadBlob, Loading } from '@ui';
import { changedFiles, type ConfigFiles } from '../model/changedFiles';
import { zipFiles } from '../model/zipFiles';
import { DiffView } from '../components/DiffView';

export interface ChangesProps {
  t: Translate;
  edited: ReadonlySet<string>;
  served: ReadConfigFile;
  draftOf: (file: string) => string | null;
  problems: readonly ConfigProblem[] | null;
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const errorsOf = (problems: readonly ConfigProblem[] | null, path: string) => (problems ?? []).filter((p) => p.severity === 'error' && p.file === `config/${path}`);

/** The edited files against the served ones, line by line; one file or all of them (a zip) to download. */
export function ChangesPanel({ t, edited, served, draftOf, problems }: ChangesProps) {
  const [texts, setTexts] = useState<{ served: ConfigFiles; edited: ConfigFiles } | null>(null);
  const [said, setSaid] = useState('');
  useEffect(() => {
    let live = true;
    const files = [...edited];
    Promise.all(files.map((f) => served(f).catch(() => null))).then((originals) => {
      if (!live) return;
      const before: Record<string, string> = {};
      const after: Record<string, string> = {};
      files.forEach((f, i) => {
        const original = originals[i];
        if (original != null) before[f] = original;
        after[f] = draftOf(f) ?? original ?? '';
      });
      setTexts({ served: before, edited: after });
    }, () => undefined);
    return () => { live = false; };
    // Each check follows the drafts it read: read them again then, not only when the set of edited files changes.
  }, [edited, served, draftOf, problems]);
  const changes = useMemo(() => (texts ? changedFiles(texts.served, texts.edited) : null), [texts]);

  if (!changes || !texts) return <Loading label={t('configStudio.loading')} />;
  if (changes.length === 0) return <Text>{t('configStudio.changes_none')}</Text>;
  const failing = changes.filter((c) => errorsOf(problems, c.path).length > 0);
  const download = (paths: string[]) => {
    const bad = paths.filter((p) => failing.some((c) => c.path === p));
    if (paths.length === 1 && paths[0] !== undefined) {
      downloadBlob(baseName(paths[0]), new Blob([texts.edited[paths[0]] ?? ''], { type: 'application/json' }));
    } else {
      const files = Object.fromEntries(paths.map((p) => [p, texts.edited[p] ?? '']));
      downloadBlob('config-changes.zip', new Blob([zipFiles(files) as Uint8Array<ArrayBuffer>], { type: 'application/zip' }));
    }
    setSaid(bad.length ? t('configStudio.downloaded_failing', { files: bad.join(', ') }) : t('configStudio.downloaded', { count: paths.length }));
  };

  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="center">
        <Text flex="1 1 14rem">{t('configStudio.changes_count', { count: changes.length })}</Text>
        <Button onClick={() => download(changes.map((c) => c.path))}>{t('configStudio.download_zip')}</Button>
      </Flex>
      {failing.length > 0 && (
        <Text role="alert" color="red.700">{t('configStudio.changes_failing', { files: failing.map((c) => c.path).join(', ') })}</Text>
      )}
      <Text role="status" minH="1.5em">{said}</Text>
      {changes.map((c) => {
        const errors = errorsOf(problems, c.path);
        const titleId = `change-${c.path.replace(/[^\w-]/g, '_')}`;
        return (
          <Box as="section" key={c.path} aria-labelledby={titleId} data-testid="changed-file" data-path={c.path}>
            <Flex gap="3" wrap="wrap" align="center" mb="2">
              <Heading as="h2" size="md" id={titleId} flex="1 1 14rem" overflowWrap="anywhere">
                {t(`configStudio.change_${c.change}`, { file: c.path })}
              </Heading>
              <Button variant="outline" onClick={() => download([c.path])} aria-label={t('configStudio.download_file', { file: c.path })}>
                {t('configStudio.download')}
              </Button>
            </Flex>
            {errors.length > 0 && (
              <Box color="red.700" mb="2" data-testid="file-warning">
                <Text fontWeight="semibold">{t('configStudio.file_fails', { file: c.path, count: errors.length })}</Text>
                <Box as="ul" ps="5" m="0">
                  {errors.map((p, i) => <li key={i}>{t('configStudio.problem_in_file', { path: p.path || '/', message: p.message })}</li>)}
                </Box>
              </Box>
            )}
            <DiffView t={t} hunks={c.hunks} label={t('configStudio.diff_label', { file: c.path })} />
          </Box>
        );
      })}
    </Stack>
  );
}
