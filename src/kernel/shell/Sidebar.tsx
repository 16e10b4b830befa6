import { Box, Button, Collapsible, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Icon } from '../../ui/icons';
import { LAYOUT } from '../../ui/theme';
import { Logo } from '../../ui/Logo';
import { useT } from '../i18n/intl';
import type { MenuEntry } from '../routing/access';
import { MenuList } from './MenuList';
import type { HeaderSearch } from './headerSearch';
import { OrderSearch } from './OrderSearch';
import { NetworkStatusChip, WaitingToSend } from './network/NetworkStatus';

interface Props {
  entries: MenuEntry[];
  activeRoute: string | undefined;
  collapsed: boolean;
  onToggleCollapsed?: () => void;
  onChoose: (entry: MenuEntry) => void;
  partnerName: string;
  dpId: number | undefined;
  /** Where the order search goes; null: no search. */
  search: HeaderSearch | null;
}

/** The menu column: logo to home, the partner with its sub-menu, main entries, then the bottom section. */
export function Sidebar({ entries, activeRoute, collapsed, onToggleCollapsed, onChoose, partnerName, dpId, search }: Props) {
  const t = useT();
  const main = entries.filter((e) => e.section === 'main');
  const bottom = entries.filter((e) => e.section === 'bottom');
  return (
    <Flex
      as="nav"
      aria-label={t('sidebar.navigation')}
      direction="column"
      h="full"
      w={collapsed ? `${LAYOUT.sidebarMinWidth}px` : `${LAYOUT.sidebarWidth}px`}
      transition="width 0.15s"
      borderRightWidth="1px"
      bg="bg.panel"
      overflowY="auto"
      overflowX="hidden"
    >
      <Flex align="center" gap="2" px={collapsed ? 1 : 3} py="3" minH={`${LAYOUT.headerHeight}px`}>
        <RouterLink to="/" aria-label={t('sidebar.home_logo')}>
          <Logo size={collapsed ? 36 : 40} />
        </RouterLink>
        {!collapsed && <Text fontWeight="bold" fontSize="sm" lineHeight="short">{t('app.title')}</Text>}
        {onToggleCollapsed && (
          <IconButton
            ml="auto"
            size="sm"
            variant="ghost"
            aria-label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
            aria-expanded={!collapsed}
            onClick={onToggleCollapsed}
            display={collapsed ? 'none' : 'inline-flex'}
          >
            <Icon name="chevronLeft" />
          </IconButton>
        )}
      </Flex>
      {collapsed && onToggleCollapsed && (
        <IconButton mx="auto" mb="2" size="sm" variant="ghost" aria-label={t('sidebar.expand')} aria-expanded={false} onClick={onToggleCollapsed}>
          <Icon name="chevronRight" />
        </IconButton>
      )}
      {/* The desktop's status (the header that says it on phones is hidden there). */}
      <Stack px={collapsed ? 0 : 3} pb="2" gap="1" align={collapsed ? 'center' : 'start'}>
        <NetworkStatusChip compact={collapsed} />
        <WaitingToSend compact={collapsed} />
      </Stack>
      {!collapsed && (
        <Collapsible.Root px="3" pb="2">
          <Collapsible.Trigger asChild>
            <Button variant="outline" w="full" justifyContent="space-between" aria-label={t('sidebar.partner_menu', { name: partnerName })}>
              <Text as="span" truncate>{partnerName}</Text>
              <Icon name="chevronDown" size={16} />
            </Button>
          </Collapsible.Trigger>
          <Collapsible.Content>
            <Stack gap="1" pt="2" fontSize="sm" color="fg.muted">
              {dpId !== undefined && <Text>{t('sidebar.point_id', { id: dpId })}</Text>}
              <Button asChild variant="ghost" size="sm" justifyContent="flex-start">
                <RouterLink to="/settings">{t('menu.settings')}</RouterLink>
              </Button>
            </Stack>
          </Collapsible.Content>
        </Collapsible.Root>
      )}
      {search && !collapsed && <Box px="3" pb="3"><OrderSearch target={search} /></Box>}
      <Box px={collapsed ? 1 : 2} flex="1">
        <MenuList entries={main} activeRoute={activeRoute} collapsed={collapsed} onChoose={onChoose} />
      </Box>
      <Box px={collapsed ? 1 : 2} py="2" borderTopWidth="1px">
        <MenuList entries={bottom} activeRoute={activeRoute} collapsed={collapsed} onChoose={onChoose} />
      </Box>
    </Flex>
  );
}
