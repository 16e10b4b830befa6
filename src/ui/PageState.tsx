import { Alert, Box, Center, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Spinner for a page or a panel that is loading; labelled for screen readers. */
export function Loading({ label }: { label: string }) {
  return (
    <Center py="10" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.600" mr="3" />
      <Text>{label}</Text>
    </Center>
  );
}

/** The empty state of a list or table (spec default text id 'no_data'). */
export function Empty({ children }: { children: ReactNode }) {
  return (
    <Box py="8" textAlign="center" color="fg.muted">
      {children}
    </Box>
  );
}

/** An error message inside a page, announced when it appears. */
export function ErrorNotice({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
