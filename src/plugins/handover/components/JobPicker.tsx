import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { errorText, normalizeError, useIntl, type Locale } from '@kernel';
import { Empty, ErrorNotice, Loading, type LoadState } from '@ui';
import type { Job } from '../model/orders';

export interface JobPickerProps {
  status: LoadState<Job[]>['status'];
  jobs: readonly Job[] | undefined;
  error: unknown;
  reload: () => void;
  chosen: number | null;
  onChoose: (jobId: number) => void;
  disabled?: boolean;
}

/** The point's active jobs of this direction, as radio choices: date, driver flow and count; none says so. */
export const JobPicker = memo(function JobPicker({ status, jobs, error, reload, chosen, onChoose, disabled }: JobPickerProps) {
  const { t, locale } = useIntl();
  if (status === 'loading' && !jobs) return <Loading label={t('handover.jobs_loading')} />;
  if (status === 'failed' && !jobs) {
    return (
      <Stack gap="2" align="start">
        <ErrorNotice title={t('handover.jobs_failed')}>{errorText(t, normalizeError(error))}</ErrorNotice>
        <Button variant="outline" onClick={reload} minH="11">{t('handover.retry')}</Button>
      </Stack>
    );
  }
  const list = jobs ?? [];
  if (list.length === 0) return <Empty><Text data-testid="handover-no-job">{t('handover.no_job')}</Text></Empty>;
  return (
    <Box as="fieldset" borderWidth="1px" rounded="md" p="3" data-testid="handover-jobs">
      <Text as="legend" px="1" fontWeight="semibold">{t('handover.jobs_legend')}</Text>
      <Stack gap="2" mt="1">
        {list.map((job) => (
          <Box as="label" key={job.id} display="flex" gap="3" alignItems="center" p="2" minH="11" rounded="md" cursor="pointer"
            bg={chosen === job.id ? 'brand.50' : undefined} borderWidth="1px" borderColor={chosen === job.id ? 'brand.500' : 'border'}>
            <input type="radio" name="handover-job" value={job.id} checked={chosen === job.id} disabled={disabled}
              onChange={() => onChoose(job.id)} style={{ width: 20, height: 20 }} />
            <Box>
              <Text fontWeight="semibold">{t('handover.job_title', { id: job.id, count: job.orderCount })}</Text>
              <Text fontSize="sm" color="fg.muted">{t('handover.job_detail', { date: jobDay(job.date, locale), flow: t(flowLabelId(job.driverFlow)) })}</Text>
            </Box>
          </Box>
        ))}
      </Stack>
    </Box>
  );
});

/** The label of a driver flow; one the portal does not know reads as the server wrote it. */
export function flowLabelId(flow: string): string {
  return flow === 'CONFIRMATION_CODE' || flow === 'QR_CODE' ? `handover.flow.${flow}` : 'handover.flow.other';
}

/** The job's day ('YYYY-MM-DD', a calendar day already in the country's time) in the operator's language. */
export function jobDay(day: string, locale: Locale): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(at) ? new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(at) : day;
}
