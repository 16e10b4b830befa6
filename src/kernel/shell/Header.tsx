import { Box, Flex, IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Icon } from '../../ui/icons';
import { useStickyBar } from '../../ui/stickyBars';
import { LAYOUT } from '../../ui/theme';
import { Logo } from '../../ui/Logo';
import { useT } from '../i18n/intl';
import type { HeaderSearch } from './headerSearch';
import { OrderSearch } from './OrderSearch';
import { NetworkStatusChip, WaitingToSend } from './network/NetworkStatus';

interface Props {
  menuOpen: boolean;
  onToggleMenu: () => void;
  onHome: boolean;
  /** Where the order search goes; null: no search (no loaded page answers it). */
  search: HeaderSearch | null;
}

/**
 * Phone and tablet header (hidden on desktop): menu toggle, logo to home, online or offline and what waits to be sent,
 * order search (a toggle on home).
 */
export function Header({ menuOpen, onToggleMenu, onHome, search }: Props) {
  const t = useT();
  const [searchOpen, setSearchOpen] = useState(false);
  // Focused controls scroll clear of the header (it is sticky on phones and tablets).
  const stickyRef = useStickyBar<HTMLDivElement>('top');
  return (
    <Box ref={stickyRef} as="header" data-sticky-bar="top" display={{ base: 'block', lg: 'none' }} _print={{ display: 'none' }} borderBottomWidth="1px" bg="bg.panel" position="sticky" top="0" zIndex="docked">
      <Flex align="center" gap="2" px="2" h={`${LAYOUT.headerHeight}px`}>
        <IconButton variant="ghost" aria-label={menuOpen ? t('header.close_menu') : t('header.open_menu')} aria-expanded={menuOpen} onClick={onToggleMenu}>
          <Icon name="menu" />
        </IconButton>
        <RouterLink to="/" aria-label={t('sidebar.home_logo')}>
          <Logo size={34} />
        </RouterLink>
        <NetworkStatusChip />
        {search && !onHome && <Box flex="1" maxW="sm" ml="auto"><OrderSearch target={search} /></Box>}
        {search && onHome && (
          <IconButton ml="auto" variant="ghost" aria-label={t('header.search_toggle')} aria-expanded={searchOpen} onClick={() => setSearchOpen((o) => !o)}>
            <Icon name="search" />
          </IconButton>
        )}
      </Flex>
      {search && onHome && searchOpen && <Box px="3" pb="3"><OrderSearch target={search} autoFocus /></Box>}
      {/* Its own line: the count in words stays readable on a 360 px phone. */}
      <Box px="3" pb="2" _empty={{ display: 'none' }}><WaitingToSend /></Box>
    </Box>
  );
}
