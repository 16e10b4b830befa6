import { Box, Button, Collapsible, Separator, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../ui/icons';
import { useT } from '../i18n/intl';
import type { MenuEntry } from '../routing/access';

interface Props {
  entries: MenuEntry[];
  activeRoute: string | undefined;
  collapsed: boolean;
  onChoose: (entry: MenuEntry) => void;
}

const itemStyle = {
  display: 'flex', alignItems: 'center', gap: '3', w: 'full', minH: '11', px: '3', py: '2', borderRadius: 'md',
  fontWeight: 'medium', color: 'fg', _hover: { bg: 'bg.muted' },
} as const;

/** The sidebar's entries: links, groups with sub-menus, dividers; the parent of the open route is highlighted. */
export function MenuList({ entries, activeRoute, collapsed, onChoose }: Props) {
  return (
    <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
      {entries.map((entry) => (
        <Box as="li" key={entry.id}>
          {entry.dividerBefore && <Separator my="2" />}
          <MenuItem entry={entry} activeRoute={activeRoute} collapsed={collapsed} onChoose={onChoose} />
        </Box>
      ))}
    </Stack>
  );
}

function isActive(entry: MenuEntry, activeRoute: string | undefined): boolean {
  return (entry.routeId !== undefined && entry.routeId === activeRoute) || entry.children.some((c) => isActive(c, activeRoute));
}

function Label({ text, collapsed }: { text: string; collapsed: boolean }) {
  return collapsed ? <VisuallyHidden>{text}</VisuallyHidden> : <Text as="span" truncate>{text}</Text>;
}

function MenuItem({ entry, activeRoute, collapsed, onChoose }: { entry: MenuEntry } & Omit<Props, 'entries'>) {
  const t = useT();
  const label = t(entry.labelId);
  const active = isActive(entry, activeRoute);
  const [open, setOpen] = useState(active);
  if (entry.children.length > 0) {
    return (
      <Collapsible.Root open={open || (collapsed && active)} onOpenChange={(e) => setOpen(e.open)}>
        <Collapsible.Trigger asChild>
          <Button variant="ghost" {...itemStyle} justifyContent="flex-start" title={collapsed ? label : undefined} data-active={active || undefined}>
            <Icon name={entry.icon} />
            <Label text={label} collapsed={collapsed} />
            {!collapsed && <Box ml="auto"><Icon name="chevronDown" size={16} /></Box>}
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Box pl={collapsed ? 0 : 4}>
            <MenuList entries={entry.children} activeRoute={activeRoute} collapsed={collapsed} onChoose={onChoose} />
          </Box>
        </Collapsible.Content>
      </Collapsible.Root>
    );
  }
  if (entry.action || !entry.path) {
    return (
      <Button variant="ghost" {...itemStyle} justifyContent="flex-start" disabled={entry.disabled} title={collapsed ? label : undefined} onClick={() => onChoose(entry)}>
        <Icon name={entry.icon} />
        <Label text={label} collapsed={collapsed} />
      </Button>
    );
  }
  return (
    <Box
      asChild
      {...itemStyle}
      aria-disabled={entry.disabled || undefined}
      bg={active ? 'brand.subtle' : undefined}
      color={active ? 'brand.fg' : 'fg'}
      borderLeftWidth="4px"
      borderLeftColor={active ? 'brand.600' : 'transparent'}
    >
      {/* A plain Link: NavLink would set aria-current from its own path only, not for a child route it highlights. */}
      <Link
        to={entry.path}
        aria-current={active ? 'page' : undefined}
        title={collapsed ? label : undefined}
        onClick={(e) => {
          if (entry.disabled) return e.preventDefault();
          onChoose(entry);
        }}
      >
        <Icon name={entry.icon} />
        <Label text={label} collapsed={collapsed} />
      </Link>
    </Box>
  );
}
