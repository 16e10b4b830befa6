import { Box, Heading, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { memo, type CSSProperties } from 'react';
import { useT } from '@kernel';
import { FormField } from '@ui';
import type { ManifestCount } from '../model/manifest';

export interface ManifestPanelProps {
  count: ManifestCount;
  reason: string;
  onReason: (reason: string) => void;
  reasonError: string | null;
  disabled?: boolean;
}

const FIGURES = ['expected', 'scanned', 'missing', 'unexpected'] as const;

const LIST: CSSProperties = { paddingInlineStart: '1.25rem', maxHeight: '10rem', overflowY: 'auto', fontFamily: 'var(--chakra-fonts-mono)', listStyle: 'disc' };

/** A list of ids in plain elements: up to 119 missing ids are drawn again on each scan, so no design-system part each. */
const IdList = memo(function IdList({ ids, labelledBy, testId }: { ids: readonly string[]; labelledBy: string; testId: string }) {
  return (
    // tabIndex: a scrolling list must be reachable by keyboard (axe: scrollable-region-focusable).
    <ul style={LIST} aria-labelledby={labelledBy} data-testid={testId} tabIndex={0}>
      {ids.map((id) => <li key={id}>{id}</li>)}
    </ul>
  );
});

/** Before completing: expected, scanned, missing and unexpected counts, the missing list, and the reason it needs. */
/** The reason field does not change with a scan, so it is not drawn again with the counts. */
const ReasonField = memo(function ReasonField({ reason, onReason, error, disabled }: { reason: string; onReason: (r: string) => void; error: string | null; disabled?: boolean }) {
  const t = useT();
  return (
    <FormField label={t('handover.reason_label')} help={t('handover.reason_help')} error={error} id="handover-reason" required>
      {/* No maxlength: a pasted reason over the limit stays whole and the flow says so (a cut one would be sent). */}
      <Textarea value={reason} onChange={(e) => onReason(e.target.value)} rows={2} disabled={disabled} />
    </FormField>
  );
});

export function ManifestPanel({ count, reason, onReason, reasonError, disabled }: ManifestPanelProps) {
  const t = useT();
  return (
    <Box as="section" aria-labelledby="handover-manifest-title" borderWidth="1px" rounded="md" p="4" data-testid="handover-manifest">
      <Heading as="h2" size="md" id="handover-manifest-title">{t('handover.manifest_title')}</Heading>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" mt="3" aria-live="polite">
        {FIGURES.map((f) => (
          <Box key={f} data-testid={`manifest-${f}`}>
            <Text fontSize="sm" color="fg.muted">{t(`handover.manifest_${f}`)}</Text>
            <Text fontSize="2xl" fontWeight="bold" color={f === 'missing' && count.missing > 0 ? 'orange.700' : f === 'unexpected' && count.unexpected > 0 ? 'red.700' : undefined}>
              {count[f]}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      {count.missing > 0 && (
        <Box mt="4">
          <Text fontWeight="semibold" id="handover-missing-title">{t('handover.missing_list', { count: count.missing })}</Text>
          <IdList ids={count.missingIds} labelledBy="handover-missing-title" testId="handover-missing" />
          <Box mt="3" maxW="xl">
            <ReasonField reason={reason} onReason={onReason} error={reasonError} disabled={disabled} />
          </Box>
        </Box>
      )}
      {count.unexpected > 0 && (
        <Box mt="4">
          <Text fontWeight="semibold" id="handover-unexpected-title">{t('handover.unexpected_list', { count: count.unexpected })}</Text>
          <IdList ids={count.unexpectedIds} labelledBy="handover-unexpected-title" testId="handover-unexpected" />
        </Box>
      )}
    </Box>
  );
}
