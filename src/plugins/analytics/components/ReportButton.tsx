import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { errorText, normalizeError, useIntl } from '@kernel';
import { downloadCsv, InlineSpinner } from '@ui';
import { fetchShipperReport } from '../api/analyticsApi';

export interface ReportButtonProps {
  dpId: number;
  shipperId: number;
  shipperName: string;
  start: string;
  end: string;
}

/**
 * Downloads the shipper volumes report. The server's CSV is read and written again through the shared CSV helper,
 * so a cell a spreadsheet would run as a formula (a shipper's name) is neutralised.
 */
export function ReportButton({ dpId, shipperId, shipperName, start, end }: ReportButtonProps) {
  const { t } = useIntl();
  const [state, setState] = useState<'idle' | 'busy' | { error: unknown }>('idle');
  const download = async () => {
    setState('busy');
    try {
      const text = await fetchShipperReport(dpId, shipperId, start, end);
      const { parse } = await import('papaparse');
      const rows = parse<string[]>(text.trim(), { skipEmptyLines: true }).data;
      const safeName = shipperName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || String(shipperId);
      await downloadCsv(`shipper-volumes-${safeName}-${start}-${end}.csv`, rows);
      setState('idle');
    } catch (error) {
      setState({ error });
    }
  };
  return (
    <>
      <Button onClick={() => void download()} disabled={state === 'busy'} variant="outline" size="sm">
        {state === 'busy' && <InlineSpinner />}
        {t('analytics.shippers.report')}
      </Button>
      {typeof state === 'object' && (
        <Text role="alert" color="red.700" textStyle="sm">{t('analytics.shippers.report_failed')} {errorText(t, normalizeError(state.error))}</Text>
      )}
    </>
  );
}
