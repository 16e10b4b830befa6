import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { memo, startTransition, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { Subject } from 'rxjs';
import { Link as RouterLink } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { SelectField } from '../../ui/SelectField';
import { afterPaint } from '../../ui/afterPaint';
import { ScannerWidget, type ScanVerdict } from '../../ui/scanner/ScannerWidget';
import { scannerPrefs } from '../../ui/scanner/prefs';
import { giveFeedback } from '../../ui/scanner/feedback';
import { useT } from '../i18n/intl';
import { usePortal } from '../usePortal';

/** Settings > Scanner: camera choice, default mode, feedback test, and a test scan that shows what is read. */
export default function ScannerSettingsPage() {
  const t = useT();
  const portal = usePortal();
  const prefs = useSnapshot(scannerPrefs);
  const reads = useMemo(() => new Subject<Read>(), []);
  const onScan = (code: string, source: string, format?: string): ScanVerdict => {
    reads.next({ code, format, source });
    return { ok: true, message: format ? t('scanner_settings.read_format', { code, format }) : t('scanner_settings.read', { code }) };
  };
  return (
    <Stack gap="7" maxW="3xl">
      <Box>
        <Button asChild variant="plain" px="0"><RouterLink to="/settings">{t('activity.back')}</RouterLink></Button>
        <Heading as="h1" size="2xl">{t('scanner_settings.title')}</Heading>
      </Box>
      <HStack gap="6" wrap="wrap" align="start">
        <Box minW="56">
          <SelectField
            label={t('scanner_settings.camera')}
            value={prefs.facing}
            onChange={(v) => { scannerPrefs.facing = v === 'user' ? 'user' : 'environment'; }}
            options={[{ value: 'environment', label: t('scanner_settings.camera_back') }, { value: 'user', label: t('scanner_settings.camera_front') }]}
          />
        </Box>
        <Box minW="56">
          <SelectField
            label={t('scanner_settings.default_mode')}
            value={prefs.defaultMode}
            onChange={(v) => { scannerPrefs.defaultMode = v === 'camera' ? 'camera' : 'manual'; }}
            options={[{ value: 'manual', label: t('scanner.mode_manual') }, { value: 'camera', label: t('scanner.mode_camera') }]}
          />
        </Box>
      </HStack>
      <Stack as="section" gap="2" aria-labelledby="scanner-feedback">
        <Heading as="h2" size="lg" id="scanner-feedback">{t('scanner_settings.test_feedback')}</Heading>
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" onClick={() => giveFeedback('accepted')}>{t('scanner_settings.test_accepted')}</Button>
          <Button variant="outline" onClick={() => giveFeedback('duplicate')}>{t('scanner_settings.test_duplicate')}</Button>
          <Button variant="outline" onClick={() => giveFeedback('error')}>{t('scanner_settings.test_error')}</Button>
        </HStack>
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="scanner-test">
        <Heading as="h2" size="lg" id="scanner-test">{t('scanner_settings.test_scan')}</Heading>
        <Text color="fg.muted">{t('scanner_settings.test_scan_help')}</Text>
        <ScannerWidget label={t('scanner_settings.code_label')} onScan={onScan} idleMs={portal.config.portal.scanner.idleMs}
          duplicateWindowMs={portal.config.portal.scanner.duplicateWindowMs} />
        <LastReads reads$={reads} title={t('scanner_settings.last_reads')} />
      </Stack>
    </Stack>
  );
}

type Read = { code: string; format?: string; source: string };

// The list of reads re-renders alone (the page does not), as a transition, and with plain elements and inline
// styles: a read must not hold back the widget's overlay, and a first read must not insert new style rules (which
// would make the browser recompute the style of the whole page while the camera runs).
const LIST_TITLE: CSSProperties = { fontSize: 'var(--chakra-font-sizes-md)', fontWeight: 'var(--chakra-font-weights-semibold)', lineHeight: 'var(--chakra-line-heights-short, 1.5)' };
const LIST: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 'var(--chakra-spacing-2)', paddingInlineStart: 'var(--chakra-spacing-5)', listStyle: 'decimal' };
const CODE: CSSProperties = { fontFamily: 'var(--chakra-fonts-mono)' };

const LastReads = memo(function LastReads({ reads$, title }: { reads$: Subject<Read>; title: string }) {
  const [reads, setReads] = useState<Array<Read & { n: number }>>([]);
  useEffect(() => {
    let n = 0;
    // The list grows after the read's overlay is drawn: laid out in the same frame, it held that frame back.
    const sub = reads$.subscribe((read) => afterPaint(() => startTransition(() => setReads((r) => [{ ...read, n: ++n }, ...r].slice(0, 10)))));
    return () => sub.unsubscribe();
  }, [reads$]);
  if (reads.length === 0) return null;
  return (
    <div>
      <h3 style={LIST_TITLE}>{title}</h3>
      <ol style={LIST} data-testid="last-reads">
        {reads.map((r) => <li key={r.n}><span style={CODE}>{r.code}</span> {r.format ? `(${r.format})` : ''} · {r.source}</li>)}
      </ol>
    </div>
  );
});
