import { Badge, Box, Button, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { usePortal, useT } from '@kernel';
import { ScannerWidget, type ScanVerdict } from '@ui';
import { normaliseTrackingId } from '../model/stocktake';
import { stocktakeDraft, type StocktakeDraft } from '../state/stocktakeDraft';

interface Props {
  expected: readonly string[];
  draft: StocktakeDraft;
  onFinish: (scanned: string[]) => void;
  onCancel: () => void;
}

/**
 * Scanning the shelf: every read (camera, typing, hardware scanner) is added once and said to be expected here or
 * not; the list is kept in the operator's draft after each read, so a reload resumes the stocktake.
 */
export function StocktakeScan({ expected, draft, onFinish, onCancel }: Props) {
  const t = useT();
  const { config } = usePortal();
  const [scanned, setScanned] = useState<string[]>(draft.scanned);
  const want = useMemo(() => new Set(expected.map(normaliseTrackingId)), [expected]);
  useEffect(() => stocktakeDraft.save({ startedAt: draft.startedAt, scanned }), [draft.startedAt, scanned]);

  const onScan = useCallback(async (code: string): Promise<ScanVerdict> => {
    const id = normaliseTrackingId(code);
    if (scanned.includes(id)) return { ok: false, message: t('store.stocktake.duplicate'), duplicate: true };
    setScanned((list) => (list.includes(id) ? list : [...list, id]));
    return { ok: true, message: want.has(id) ? t('store.stocktake.expected') : t('store.stocktake.unexpected') };
  }, [scanned, want, t]);

  return (
    <Stack gap="4" as="section" aria-labelledby="stocktake-heading">
      <Heading as="h2" size="lg" id="stocktake-heading">{t('store.stocktake.title')}</Heading>
      <Text>{t('store.stocktake.help')}</Text>
      <ScannerWidget label={t('store.stocktake.scan_label')} onScan={onScan} duplicateMessage={t('store.stocktake.duplicate')}
        idleMs={config.portal.scanner.idleMs} duplicateWindowMs={config.portal.scanner.duplicateWindowMs} />
      <Box role="status">
        <Text fontWeight="semibold">{t('store.stocktake.scanned', { count: scanned.length })}</Text>
        <Text textStyle="sm">{t('store.stocktake.left', { count: [...want].filter((id) => !scanned.includes(id)).length })}</Text>
      </Box>
      {scanned.length > 0 && (
        <Box maxH="60" overflowY="auto" borderWidth="1px" borderRadius="md" p="2" tabIndex={0}>
          <List.Root as="ol" gap="1" ps="5" aria-label={t('store.stocktake.scanned', { count: scanned.length })}>
            {[...scanned].reverse().map((id) => (
              <List.Item key={id}>
                <Flex gap="2" align="center" wrap="wrap">
                  <Text as="span" fontFamily="mono">{id}</Text>
                  <Badge colorPalette={want.has(id) ? 'green' : 'red'} variant="subtle">{t(want.has(id) ? 'store.stocktake.expected' : 'store.stocktake.unexpected')}</Badge>
                </Flex>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
      <Flex gap="2" wrap="wrap">
        <Button colorPalette="brand" onClick={() => onFinish(scanned)}>{t('store.stocktake.finish')}</Button>
        <Button variant="outline" onClick={onCancel}>{t('store.stocktake.cancel')}</Button>
      </Flex>
    </Stack>
  );
}
