import { Box, IconButton, Input, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Icon } from '../../ui/icons';
import { FIELD_LIMITS, lengthProblem } from '../../ui/textLength';
import { useT } from '../i18n/intl';
import { useRouteNavigate } from '../routing/links';
import type { HeaderSearch } from './headerSearch';

/**
 * Order search: a tracking id opens the page that answers searches (a plugin's `headerSearch`) with the search filled in. A text over the spec's 255
 * characters is kept whole, says so at once, and opens nothing (it used to be cut to 255 and searched).
 */
export function OrderSearch({ target, autoFocus = false }: { target: HeaderSearch; autoFocus?: boolean }) {
  const t = useT();
  const navigate = useRouteNavigate();
  const [value, setValue] = useState('');
  const errorId = useId();
  const problem = lengthProblem(value.trim(), FIELD_LIMITS.text);
  return (
    <Box
      as="form"
      role="search"
      position="relative"
      onSubmit={(e) => {
        e.preventDefault();
        const q = value.trim();
        if (q && !problem) navigate(target.route, { [target.param]: q });
      }}
    >
      <Box display="flex" gap="1">
        <Input
          size="sm"
          aria-label={t('header.search_orders')}
          placeholder={t('header.search_placeholder')}
          value={value}
          autoFocus={autoFocus}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
        <IconButton type="submit" size="sm" aria-label={t('header.search_orders')} variant="outline">
          <Icon name="search" size={18} />
        </IconButton>
      </Box>
      {/* Under the field, over what follows: the header's row has a fixed height. */}
      {problem && (
        <Text id={errorId} role="alert" textStyle="xs" color="red.700" bg="bg.panel" borderWidth="1px" rounded="sm" shadow="sm"
          p="2" mt="1" position="absolute" insetInline="0" top="100%" zIndex="dropdown">{t(problem)}</Text>
      )}
    </Box>
  );
}
