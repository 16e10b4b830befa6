import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Empty } from '../../ui/PageState';
import { Icon } from '../../ui/icons';
import { useT } from '../i18n/intl';
import { logEvent } from '../eventLogHook';
import { homeTiles } from '../portalView';
import { usePortal } from '../usePortal';

/**
 * Home: the flows this point may use, as large tiles built from the same menu config as the sidebar. A logged-in start
 * draws start/HomeFrame.tsx first with the same sizes; keep the two alike.
 */
export default function HomePage() {
  const t = useT();
  const portal = usePortal();
  const list = homeTiles(portal.menu);
  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" size="2xl">{t('home.title', { name: portal.dp?.name ?? '' })}</Heading>
        <Text color="fg.muted">{t('home.subtitle')}</Text>
      </Box>
      {list.length === 0 ? (
        <Empty>{t('home.no_flows')}</Empty>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" p="0" m="0" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4" aria-label={t('home.subtitle')}>
          {list.map((e) => (
            <Box as="li" key={e.id}>
              <Box
                asChild
                display="flex" flexDirection="column" gap="2" h="full" minH="32" p="5" borderWidth="1px" borderRadius="xl"
                bg="bg.panel" _hover={{ borderColor: 'brand.600', shadow: 'md' }} data-testid={`tile-${e.id}`}
              >
                <RouterLink to={e.path ?? '/'} onClick={() => e.trackEvent && logEvent('menu', { event: e.trackEvent, route: e.routeId ?? '' })}>
                  <Box color="brand.600"><Icon name={e.icon} size={32} /></Box>
                  <Text fontWeight="semibold" fontSize="lg">{t(e.labelId)}</Text>
                  {e.descriptionId && <Text color="fg.muted" fontSize="sm">{t(e.descriptionId)}</Text>}
                </RouterLink>
              </Box>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
