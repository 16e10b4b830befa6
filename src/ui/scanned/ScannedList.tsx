import { Button, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { DataTable, type DataColumn, type DataTableTexts } from '../table/DataTable';

/** The list's words, from the caller's catalog. */
export interface ScannedListTexts extends DataTableTexts {
  /** '2 parcels scanned'. */
  count: string;
  actions: string;
  remove: string;
  /** The remove button's accessible name for one item ('Remove NVSG…'). */
  removeLabel: (key: string) => string;
}

export interface ScannedListProps<R> {
  /** In the order they were scanned; the list shows the newest first. */
  items: readonly R[];
  columns: ReadonlyArray<DataColumn<R>>;
  itemKey: (item: R) => string;
  texts: ScannedListTexts;
  /** Removes the item at this index of `items`. */
  onRemove: (index: number) => void;
  disabled?: boolean;
  label: string;
  testId?: string;
}

/** Items scanned in a flow (lodge-in, handover, collect), newest first, each removable, on the shared table. */
export function ScannedList<R>({ items, columns, itemKey, texts, onRemove, disabled, label, testId }: ScannedListProps<R>) {
  type Entry = { item: R; index: number };
  const entries = useMemo(() => items.map((item, index) => ({ item, index })).reverse(), [items]);
  const all = useMemo<Array<DataColumn<Entry>>>(() => [
    ...columns.map((c) => ({ ...c, cell: (e: Entry) => c.cell(e.item), sortValue: undefined })),
    {
      id: 'actions', header: texts.actions, end: true, headerHidden: true,
      cell: (e: Entry) => (
        <Button size="sm" variant="ghost" colorPalette="red" disabled={disabled} onClick={() => onRemove(e.index)} aria-label={texts.removeLabel(itemKey(e.item))}>
          {texts.remove}
        </Button>
      ),
    },
  ], [columns, texts, disabled, onRemove, itemKey]);
  if (items.length === 0) return <DataTable<Entry> rows={[]} columns={all} rowKey={(e) => itemKey(e.item)} texts={texts} label={label} />;
  return (
    <Stack gap="2">
      <Text>{texts.count}</Text>
      <DataTable<Entry> rows={entries} columns={all} rowKey={(e) => itemKey(e.item)} texts={texts} label={label} testId={testId} />
    </Stack>
  );
}
