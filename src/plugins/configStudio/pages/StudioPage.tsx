import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';
import type { ConfigProblem } from '@kernel';
import { Loading } from '@ui';
import { ProblemList } from '../components/ProblemList';
import { StudioTabs } from '../components/StudioTabs';
import { ChangesPanel } from '../panels/ChangesPanel';
import { EditorPanel } from '../panels/EditorPanel';
import { NewCountryPanel } from '../panels/NewCountryPanel';
import { WhatIfPanel } from '../panels/WhatIfPanel';
import { useStudio } from '../state/useStudio';
import { useStudioT } from '../state/useStudioT';

// The form preview brings the forms module (rjsf): loaded when its tab is first opened.
const FormPreviewPanel = lazy(() => import('../panels/FormPreviewPanel').then((m) => ({ default: m.FormPreviewPanel })));

const TABS = ['edit', 'whatIf', 'form', 'changes', 'new'] as const;
type Tab = (typeof TABS)[number];
const inConfig = (file: string) => file.replace(/^config\//, '');

/** /config-studio: the portal's config files in an editor, the shared check's problems, previews, changes, a new country. */
export default function StudioPage() {
  const t = useStudioT();
  const studio = useStudio();
  const [tab, setTab] = useState<Tab>('edit');
  const [reveal, setReveal] = useState<{ path: string; seq: number } | null>(null);
  const { open, problems: allProblems, file } = studio;
  const problems = useMemo(() => (allProblems ?? []).filter((p) => inConfig(p.file) === file), [allProblems, file]);
  const tabs = useMemo(() => (t ? TABS.map((id) => ({ id, label: t(`configStudio.tab_${id}`) })) : []), [t]);
  const pick = useCallback((p: ConfigProblem) => {
    open(inConfig(p.file));
    setTab('edit');
    setReveal((r) => ({ path: p.path, seq: (r?.seq ?? 0) + 1 }));
  }, [open]);
  const openFile = useCallback((file: string) => {
    open(file);
    setTab('edit');
  }, [open]);
  // Drawn once, not with every check's result.
  const header = useMemo(() => t && (
    <>
      <Heading as="h1" size="xl">{t('configStudio.title')}</Heading>
      <Text mt="2" mb="4">{t('configStudio.intro')}</Text>
    </>
  ), [t]);
  if (!t) return <Loading label="…" />;
  if (studio.status === 'failed') return <Text role="alert" p="4">{t('configStudio.load_failed')}</Text>;
  const stale = (studio.problems ?? []).some((p) => p.severity === 'error');
  const { config } = studio;
  const needsConfig = <Text role="status">{t('configStudio.preview_needs_clean')}</Text>;
  return (
    <Box maxW="6xl" mx="auto" p={{ base: '3', md: '6' }}>
      {header}
      {studio.status === 'loading' ? <Loading label={t('configStudio.loading')} /> : (
        <>
          <StudioTabs tabs={tabs} value={tab} onChange={setTab} panel={(id) => {
            switch (id) {
              case 'edit': return (
                <EditorPanel t={t} file={studio.file} files={studio.files} edited={studio.edited} text={studio.text} version={studio.version}
                  open={studio.open} edit={studio.edit} discard={studio.discard} problems={problems} reveal={reveal} />
              );
              case 'whatIf': return config ? <WhatIfPanel t={t} config={config} stale={stale} /> : needsConfig;
              case 'form': return config ? <Suspense fallback={<Loading label={t('configStudio.loading')} />}><FormPreviewPanel t={t} config={config} stale={stale} /></Suspense> : needsConfig;
              case 'changes': return <ChangesPanel t={t} edited={studio.edited} served={studio.served} draftOf={studio.draftOf} problems={studio.problems} />;
              case 'new': return config ? <NewCountryPanel t={t} config={config} served={studio.served} draftOf={studio.draftOf} write={studio.write} openFile={openFile} /> : needsConfig;
            }
          }} />
          <ProblemList t={t} problems={studio.problems} checking={studio.checking} onPick={pick} />
        </>
      )}
    </Box>
  );
}
