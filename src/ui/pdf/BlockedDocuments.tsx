import { Alert, Button, CloseButton, HStack, Link, Stack } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import { blockedDocuments, release } from './blockedDocuments';

/** The words of the notice, from the caller's catalog (src/ui has none). */
export interface BlockedDocumentsTexts {
  title: string;
  open: string;
  download: (fileName: string) => string;
  dismiss: string;
}

/** One notice per PDF whose tab the browser blocked: a link opens it (a click is allowed to), another saves it. */
export function BlockedDocuments({ texts }: { texts: BlockedDocumentsTexts }) {
  const { list } = useSnapshot(blockedDocuments);
  if (list.length === 0) return null;
  return (
    <Stack gap="0" role="region" aria-label={texts.title}>
      {list.map((doc) => (
        <Alert.Root key={doc.id} status="warning" borderRadius="0" data-testid="blocked-document">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{texts.title}</Alert.Title>
            <HStack gap="4" flexWrap="wrap">
              <Link href={doc.url} target="_blank" rel="noopener" fontWeight="semibold" minH="24px">
                {texts.open}
              </Link>
              <Button asChild size="xs" variant="outline">
                <a href={doc.url} download={doc.fileName}>{texts.download(doc.fileName)}</a>
              </Button>
            </HStack>
          </Alert.Content>
          <CloseButton size="sm" aria-label={texts.dismiss} onClick={() => release(doc.id)} />
        </Alert.Root>
      ))}
    </Stack>
  );
}
