import { Button, HStack, Text } from '@chakra-ui/react';

export interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The accessible name of the navigation (e.g. the table's label). */
  label: string;
  texts: { previous: string; next: string; page: (page: number, pages: number) => string };
  disabled?: boolean;
}

/** Previous and next for pages the server gives one at a time (the data table pages rows it already has itself). */
export function Pager({ page, pages, onPage, label, texts, disabled }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label={label} gap="3" mt="3" justify="flex-end">
      <Button size="sm" variant="outline" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>{texts.previous}</Button>
      <Text aria-live="polite" textStyle="sm">{texts.page(page, pages)}</Text>
      <Button size="sm" variant="outline" disabled={disabled || page >= pages} onClick={() => onPage(page + 1)}>{texts.next}</Button>
    </HStack>
  );
}
