import { Box, IconButton, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { Icon } from '../../ui/icons';
import { useT } from '../i18n/intl';
import { useRouteNavigate } from '../routing/links';

/** Order search: a tracking id opens the history route with the search filled in. */
export function OrderSearch({ autoFocus = false }: { autoFocus?: boolean }) {
  const t = useT();
  const navigate = useRouteNavigate();
  const [value, setValue] = useState('');
  return (
    <Box
      as="form"
      role="search"
      display="flex"
      gap="1"
      onSubmit={(e) => {
        e.preventDefault();
        const q = value.trim();
        if (q) navigate('history', { q });
      }}
    >
      <Input
        size="sm"
        aria-label={t('header.search_orders')}
        placeholder={t('header.search_placeholder')}
        value={value}
        autoFocus={autoFocus}
        maxLength={255}
        onChange={(e) => setValue(e.target.value)}
      />
      <IconButton type="submit" size="sm" aria-label={t('header.search_orders')} variant="outline">
        <Icon name="search" size={18} />
      </IconButton>
    </Box>
  );
}
