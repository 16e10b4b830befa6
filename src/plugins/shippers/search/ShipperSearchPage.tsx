import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorText, NeedsServer, routePath, session, usePortal, useT } from '@kernel';
import { ErrorNotice, Loading, toast } from '@ui';
import type { Shipper } from '@services';
import { SearchForm } from './components/SearchForm';
import { SenderDialog } from './components/SenderDialog';
import { ShipperCard } from './components/ShipperCard';
import { useScannerBursts } from './hooks/useScannerBursts';
import { useSenderChoice } from './hooks/useSenderChoice';
import { useShipperSearch } from './hooks/useShipperSearch';
import { memoryOwner } from './state/searchMemory';

/**
 * Shipper search (/shipper-search): find a shipper by contact number or external id, see its details, make it the
 * point's default, or take it as the sender of a new post order. The last search is kept for the way back.
 */
export default function ShipperSearchPage() {
  const t = useT();
  const { dp } = usePortal();
  const owner = memoryOwner(dp?.id, session.loginInfo?.expirationDate);
  if (!owner) return <Loading label={t('loading')} />;
  // Keyed by owner: another login starts from its own memory. Every search asks the server: offline, the page says so.
  return <NeedsServer title={t('shipper_search.title')}><SearchPage key={owner} owner={owner} /></NeedsServer>;
}

function SearchPage({ owner }: { owner: string }) {
  const t = useT();
  const portal = usePortal();
  const prefix = portal.country.phonePrefix;
  const search = useShipperSearch(prefix, owner);
  const sender = useSenderChoice();
  const input = useRef<HTMLInputElement>(null);
  const hideLegacyId = portal.flags.HIDE_LEGACY_SHIPPER_ID === true;

  // The counter's next action is typing or scanning: the field has the focus when the page opens.
  useEffect(() => { input.current?.focus(); }, []);

  const submit = useCallback(async (text?: string) => {
    await search.search(text);
    // Keep the focus in the field with its text selected: the next number typed or scanned replaces it.
    input.current?.focus();
    input.current?.select();
  }, [search]);

  // A scanner used while the focus is on a button still searches; not while a dialog asks something.
  useScannerBursts((code) => void submit(code), sender.pending === null);

  const { makeDefault } = search;
  const onMakeDefault = useCallback((s: Shipper) => {
    void makeDefault(s).then((done) => { if (done) toast.success(t('shipper_search.default_set', { name: s.name })); });
  }, [makeDefault, t]);

  const last = search.last;
  const results = last?.results ?? [];
  const noResultContact = last && last.problem && last.query.kind === 'phone' ? last.query.contactNo : null;
  const createLink = routePath('shipperCreate', { contact_no: noResultContact || undefined });

  return (
    <Stack gap="6" maxW="4xl" w="full">
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Box flex="1" minW="14rem">
          <Heading as="h1" size="2xl">{t('shipper_search.title')}</Heading>
          <Text color="fg.muted" fontSize={{ base: 'sm', md: 'md' }}>{t('shipper_search.subtitle')}</Text>
        </Box>
        {createLink && (
          <Button asChild variant="outline" size={{ base: 'sm', md: 'md' }}>
            <RouterLink to={createLink}>{t('shipper_search.create_shipper')}</RouterLink>
          </Button>
        )}
      </HStack>

      <SearchForm ref={input} value={search.input} mode={search.effectiveMode} prefix={prefix} problem={search.fieldProblem}
        busy={search.searching} onChange={search.setInput} onModeChange={search.setMode} onSubmit={() => void submit()} />

      {search.searching && <Loading label={t('shipper_search.searching')} />}

      {search.searchError && (
        <ErrorNotice title={t('shipper_search.search_failed')}>
          <Stack gap="2" align="start">
            <Text>{errorText(t, search.searchError)}</Text>
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => void submit()}>{t('shipper_search.try_again')}</Button>
          </Stack>
        </ErrorNotice>
      )}

      <Stack gap="3">
        {/* Announces how many were found; empty while nothing has been searched. */}
        <Box role="status" aria-live="polite" aria-atomic>
          {results.length > 0 && !search.searching && (
            <Heading as="h2" size="md">{t('shipper_search.results_count', { count: results.length })}</Heading>
          )}
        </Box>
        {results.length > 0 && (
          <Stack as="ul" listStyleType="none" gap="3" data-testid="shipper-results" aria-label={t('shipper_search.results_label')}>
            {results.map((s) => (
              <li key={s.id}>
                <ShipperCard shipper={s} hideLegacyId={hideLegacyId} canSelect={sender.canSelect}
                  settingDefault={search.defaulting === s.id} defaultLocked={search.defaulting !== null}
                  defaultError={search.defaultError?.shipperId === s.id ? search.defaultError.error : null}
                  onSelect={sender.choose} onMakeDefault={onMakeDefault} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>

      {last && last.problem && createLink && (
        <HStack p="4" borderWidth="1px" borderRadius="md" bg="bg.subtle" justify="space-between" wrap="wrap" gap="3">
          <Text>{t('shipper_search.not_registered')}</Text>
          <Button asChild colorPalette="brand" variant="subtle">
            <RouterLink to={createLink}>{t('shipper_search.create_shipper')}</RouterLink>
          </Button>
        </HStack>
      )}

      {sender.pending && (
        <SenderDialog shipper={sender.pending.shipper} decision={sender.pending.decision} inProgressPath={sender.inProgressPath}
          onUse={(kind) => { if (sender.pending) sender.use(sender.pending.shipper, kind); }} onClose={sender.cancel} />
      )}
    </Stack>
  );
}
