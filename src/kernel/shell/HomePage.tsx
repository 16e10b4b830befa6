import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Empty } from '../../ui/PageState';
import { useT } from '../i18n/intl';
import { logEvent } from '../eventLogHook';
import { homeTiles } from '../portalView';
import { usePortal } from '../usePortal';
import { HomeTiles } from '../start/HomeTiles';

/**
 * Home: the flows this point may use, as large tiles built from the same menu config as the sidebar. A logged-in start
 * draws start/HomeFrame.tsx first with the same tiles (start/HomeTiles.tsx) and heading sizes.
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
        <HomeTiles t={t} tiles={list} link={(e, content) => (
          <RouterLink to={e.path ?? '/'} data-testid={`tile-${e.id}`} onClick={() => e.trackEvent && logEvent('menu', { event: e.trackEvent, route: e.routeId ?? '' })}>
            {content}
          </RouterLink>
        )} />
      )}
    </Stack>
  );
}
