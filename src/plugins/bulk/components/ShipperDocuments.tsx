import { Button, Card, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { getService, useT } from '@kernel';
import { ORDER_DOCUMENTS, type OrderDocuments, type ReceiptProblem } from '@services';
import type { ShipperResult } from '../model/results';

/** One shipper's created orders: its receipts and its air waybills (part 1 §4, narrowed to shippers with successes). */
export function ShipperDocuments({ result }: { result: ShipperResult }) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // The orders plugin's documents load on the first ask.
  const act = (id: string, work: (documents: OrderDocuments) => Promise<void>) => {
    setBusy(id);
    setProblem(null);
    getService(ORDER_DOCUMENTS).then(work).catch((e: unknown) => setProblem((e as Partial<ReceiptProblem>).messageId ?? 'something_went_wrong')).finally(() => setBusy(null));
  };
  return (
    <Card.Root size="sm" data-testid={`shipper-${result.key}`}>
      <Card.Body gap="2">
        <Text fontWeight="semibold">{result.shipper.name}</Text>
        <Text>{t('bulk.shipper_created', { count: result.trackingIds.length })}</Text>
        <HStack gap="2" wrap="wrap">
          {result.receiptIds.map((id, i) => (
            <Button key={id} size="sm" minH="9" variant="outline" loading={busy === `r${id}`}
              onClick={() => act(`r${id}`, (d) => d.openReceipt(id, 'A4', result.shipper.isPrepaid))}>
              {t('bulk.receipt_n', { n: i + 1, count: result.receiptIds.length })}
            </Button>
          ))}
          <Button size="sm" minH="9" variant="outline" loading={busy === 'awb'}
            onClick={() => act('awb', (d) => d.printAirwayBills(result.trackingIds, 'A4'))}>
            {t('bulk.airway_bills')}
          </Button>
        </HStack>
        {problem && <Text color="red.700" role="alert">{t(problem)}</Text>}
      </Card.Body>
    </Card.Root>
  );
}
