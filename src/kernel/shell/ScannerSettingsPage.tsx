import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { SelectField } from '../../ui/SelectField';
import { ScannerWidget, type ScanVerdict } from '../../ui/scanner/ScannerWidget';
import { scannerPrefs } from '../../ui/scanner/prefs';
import { createBeeper, deviceVibrate, FEEDBACK_PATTERNS, type ScanOutcome } from '../../streams/scanFeedback';
import { useT } from '../i18n/intl';
import { usePortal } from '../usePortal';

/** Settings > Scanner: camera choice, default mode, feedback test, and a test scan that shows what is read. */
export default function ScannerSettingsPage() {
  const t = useT();
  const portal = usePortal();
  const prefs = useSnapshot(scannerPrefs);
  const [reads, setReads] = useState<Array<{ code: string; format?: string; source: string }>>([]);
  const beeper = useMemo(() => createBeeper(() => (window.AudioContext ? new window.AudioContext() : undefined)), []);
  const test = (kind: ScanOutcome) => {
    beeper.play(kind);
    const pattern = FEEDBACK_PATTERNS[kind];
    deviceVibrate(typeof pattern === 'number' ? pattern : [...pattern]);
  };
  const onScan = (code: string, source: string, format?: string): ScanVerdict => {
    setReads((r) => [{ code, format, source }, ...r].slice(0, 10));
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
          <Button variant="outline" onClick={() => test('accepted')}>{t('scanner_settings.test_accepted')}</Button>
          <Button variant="outline" onClick={() => test('duplicate')}>{t('scanner_settings.test_duplicate')}</Button>
          <Button variant="outline" onClick={() => test('error')}>{t('scanner_settings.test_error')}</Button>
        </HStack>
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="scanner-test">
        <Heading as="h2" size="lg" id="scanner-test">{t('scanner_settings.test_scan')}</Heading>
        <Text color="fg.muted">{t('scanner_settings.test_scan_help')}</Text>
        <ScannerWidget label={t('scanner_settings.code_label')} onScan={onScan} idleMs={portal.config.portal.scanner.idleMs}
          duplicateWindowMs={portal.config.portal.scanner.duplicateWindowMs} />
        {reads.length > 0 && (
          <Box>
            <Heading as="h3" size="md">{t('scanner_settings.last_reads')}</Heading>
            <Stack as="ol" pl="5" data-testid="last-reads">
              {reads.map((r, i) => <li key={i}><Text as="span" fontFamily="mono">{r.code}</Text> {r.format ? `(${r.format})` : ''} · {r.source}</li>)}
            </Stack>
          </Box>
        )}
      </Stack>
    </Stack>
  );
}
