import { lazy, Suspense, useCallback, useState } from 'react';
import { Box, Heading, Tabs, Text } from '@chakra-ui/react';
import type { ConfigProblem } from '@kernel';
import { Loading } from '@ui';
import { ProblemList } from '../components/ProblemList';
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
const isTab = (v: string): v is Tab => (TABS as readonly string[]).includes(v);
const inConfig = (file: string) => file.replace(/^config\//, '');

/** /config-studio: the portal's config files in an editor, the shared check's problems, previews, changes, a new country. */
export default function StudioPage() {
  const t = useStudioT();
  const studio = useStudio();
  const [tab, setTab] = useState<Tab>('edit');
  const [reveal, setReveal] = useState<{ path: string; seq: number } | null>(null);
  const { open } = studio;
  const pick = useCallback((p: ConfigProblem) => {
    open(inConfig(p.file));
    setTab('edit');
    setReveal((r) => ({ path: p.path, seq: (r?.seq ?? 0) + 1 }));
  }, [open]);
  const openFile = useCallback((file: string) => {
    open(file);
    setTab('edit');
  }, [open]);
  if (!t) return <Loading label="…" />;
  if (studio.status === 'failed') return <Text role="alert" p="4">{t('configStudio.load_failed')}</Text>;
  const stale = (studio.problems ?? []).some((p) => p.severity === 'error');
  const { config } = studio;
  const needsConfig = <Text role="status">{t('configStudio.preview_needs_clean')}</Text>;
  return (
    <Box maxW="6xl" mx="auto" p={{ base: '3', md: '6' }}>
      <Heading as="h1" size="xl">{t('configStudio.title')}</Heading>
      <Text mt="2" mb="4">{t('configStudio.intro')}</Text>
      {studio.status === 'loading' ? <Loading label={t('configStudio.loading')} /> : (
        <>
          <Tabs.Root value={tab} onValueChange={(e) => isTab(e.value) && setTab(e.value)} lazyMount variant="plain">
            <Tabs.List flexWrap="wrap" gap="1" mb="4" borderBottomWidth="1px">
              {TABS.map((id) => (
                <Tabs.Trigger key={id} value={id} minH="10" px="3" py="2" borderBottomWidth="3px" borderColor="transparent" cursor="pointer"
                  _selected={{ borderColor: 'blue.700', fontWeight: 'semibold' }} _hover={{ bg: 'bg.muted' }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '-2px' }}>
                  {t(`configStudio.tab_${id}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="edit"><EditorPanel t={t} studio={studio} reveal={reveal} /></Tabs.Content>
            <Tabs.Content value="whatIf">{config ? <WhatIfPanel t={t} config={config} stale={stale} /> : needsConfig}</Tabs.Content>
            <Tabs.Content value="form">
              {config ? <Suspense fallback={<Loading label={t('configStudio.loading')} />}><FormPreviewPanel t={t} config={config} stale={stale} /></Suspense> : needsConfig}
            </Tabs.Content>
            <Tabs.Content value="changes">
              <ChangesPanel t={t} edited={studio.edited} served={studio.served} draftOf={studio.draftOf} problems={studio.problems} />
            </Tabs.Content>
            <Tabs.Content value="new">
              {config ? <NewCountryPanel t={t} config={config} served={studio.served} draftOf={studio.draftOf} write={studio.write} openFile={openFile} /> : needsConfig}
            </Tabs.Content>
          </Tabs.Root>
          <ProblemList t={t} problems={studio.problems} checking={studio.checking} onPick={pick} />
        </>
      )}
    </Box>
  );
}
