import { Button } from '@chakra-ui/react';
import { useT } from '@kernel';
import type { LodgeInFailure } from '@services';
import { downloadCsv } from '@ui';

/** failed_orders.csv of part 1 §2: tracking id and failure reason per parcel. */
export function failedOrdersRows(failed: readonly LodgeInFailure[], header: [string, string], unexpected: string): string[][] {
  return [header, ...failed.map((f) => [f.barcode, f.errorMessage ?? unexpected])];
}

/**
 * The one way to download a lodge-in's failures, wherever they show (the result modal, bulk's results page): one
 * label and one file name, failed_orders.csv.
 */
export function FailedOrdersDownload({ failed, minH }: { failed: readonly LodgeInFailure[]; minH?: string }) {
  const t = useT();
  const download = () =>
    void downloadCsv('failed_orders.csv', failedOrdersRows(failed, [t('orders.csv.tracking_id'), t('orders.csv.failure_reason')], t('orders.unexpected_error')));
  return <Button variant="outline" minH={minH} onClick={download}>{t('orders.download_failed')}</Button>;
}
