import { Alert, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/intl';
import { useSnapshot } from 'valtio';
import { useOnline } from '../../network/hooks';
import { networkState, retryServer } from '../../network/state';
import { usePortal } from '../../usePortal';
import { offlineEntries } from './offlineEntries';

/**
 * What a page that needs the server shows while the portal is offline: that it is offline, what still works (with a
 * link to each page of the point's menu that works offline) and that the page loads once the network is back. Also
 * what the shell shows for a page whose code could not be fetched offline. `title` is the page's heading, for pages
 * whose heading is inside what waits.
 */
export function OfflineNotice({ title }: { title?: string }) {
  const t = useT();
  const still = offlineEntries(usePortal().menu);
  const stillId = useId();
  // Retry only helps when the browser believes it is connected: otherwise its 'online' event brings the page back.
  const { browserOnline } = useSnapshot(networkState);
  const ref = useRef<HTMLDivElement>(null);
  // The field that had the focus may be gone with the part that waits: the focus comes here, not to the page's start.
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Stack ref={ref} tabIndex={-1} outline="none" gap="5" align="start" data-testid="offline-notice">
      {title && <Heading as="h1" size="2xl">{title}</Heading>}
      <Alert.Root status="warning" flexDirection={{ base: 'column', sm: 'row' }} gap="3">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('network.needs_server_title')}</Alert.Title>
          <Alert.Description>
            <Text>{t('network.needs_server_body')}</Text>
            <Text mt="2" id={stillId}>{t('network.still_works')}</Text>
            {still.length > 0 && (
              // The pages that work offline, named by the sentence above: where the operator can go on scanning.
              <HStack role="group" aria-labelledby={stillId} gap="2" wrap="wrap" mt="3">
                {still.map((entry) => (
                  <Button key={entry.id} asChild size="sm" variant="outline" minH="11" bg="bg">
                    <RouterLink to={entry.path ?? '/'}>{t(entry.labelId)}</RouterLink>
                  </Button>
                ))}
              </HStack>
            )}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <HStack gap="3" wrap="wrap">
        {browserOnline && <Button variant="outline" colorPalette="brand" minH="11" onClick={retryServer}>{t('retry')}</Button>}
        <Button asChild variant="outline" minH="11">
          <RouterLink to="/">{t('network.go_home')}</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * The part of a page that needs the server. Offline, it is not mounted (its requests are not sent into a dropped
 * network) and the offline notice stands in its place; back online, it mounts and loads afresh.
 */
export function NeedsServer({ title, children }: { title?: string; children: ReactNode }) {
  const online = useOnline();
  return online ? <>{children}</> : <OfflineNotice title={title} />;
}
