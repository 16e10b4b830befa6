import { Box, Grid, Heading, Text } from '@chakra-ui/react';
import { CodeText } from '../components/CodeText';
import type { ReactNode } from 'react';
import { useIntl, type MenuEntry, type Translate } from '@kernel';
import { useCatalog } from '../state/useCatalog';
import type { Preview, PreviewRoute } from '../model/preview';

function MenuList({ entries, label }: { entries: readonly MenuEntry[]; label: (e: MenuEntry) => string }) {
  return (
    <Box as="ul" ps="5" m="0">
      {entries.map((e) => (
        <li key={e.id} data-menu-id={e.id}>
          {label(e)}
          {e.children.length > 0 && <MenuList entries={e.children} label={label} />}
        </li>
      ))}
    </Box>
  );
}

const ROUTE_TEXT: Record<PreviewRoute['status'], string> = {
  accepted: 'configStudio.route_accepted',
  public: 'configStudio.route_public',
  gateClosed: 'configStudio.route_gateClosed',
  rejected: 'configStudio.route_rejected',
  switchedOff: 'configStudio.route_switchedOff',
  noPage: 'configStudio.route_noPage',
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} minW="0">
      <Heading as="h2" size="md" id={id} mb="2">{title}</Heading>
      {children}
    </Box>
  );
}

/** The menu, home's tiles, the hidden entries with the Configuration report's reasons, and the route table. */
export function WhatIfResult({ t, preview }: { t: Translate; preview: Preview }) {
  // Menu labels and the report's reasons in the portal's language, plugins' labels included (the studio is public:
  // logged out, the portal has only the kernel's words).
  const intl = useIntl();
  const portalT = useCatalog(intl.locale)?.t ?? intl.t;
  const label = (e: { labelId: string }) => portalT(e.labelId);
  const main = preview.menu.filter((e) => e.section === 'main');
  const bottom = preview.menu.filter((e) => e.section === 'bottom');
  return (
    <Box>
      {/* One short sentence is announced on a change, not the whole preview. */}
      <Text role="status" mb="1">
        {t('configStudio.whatif_summary', { shown: preview.report.length - preview.hidden.length, hidden: preview.hidden.length, blocked: preview.routes.filter((r) => !r.allowed).length })}
      </Text>
      <Text fontWeight="semibold" mb="3">{portalT(preview.newDesign ? 'config_report.menu_newDesign' : 'config_report.menu_legacy')}</Text>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
        <Section id="whatif-menu-title" title={t('configStudio.whatif_menu')}>
          <Box data-testid="whatif-menu">
            <MenuList entries={main} label={label} />
            {bottom.length > 0 && <><Text mt="2" fontStyle="italic">{t('configStudio.whatif_bottom')}</Text><MenuList entries={bottom} label={label} /></>}
          </Box>
        </Section>
        <Section id="whatif-tiles-title" title={t('configStudio.whatif_tiles')}>
          {preview.tiles.length === 0 ? <Text>{t('configStudio.whatif_none')}</Text> : (
            <Box data-testid="whatif-tiles"><MenuList entries={preview.tiles} label={label} /></Box>
          )}
        </Section>
      </Grid>
      <Box mt="4">
      <Section id="whatif-hidden-title" title={t('configStudio.whatif_hidden')}>
        {preview.hidden.length === 0 ? <Text>{t('configStudio.whatif_none')}</Text> : (
          <Box as="ul" ps="5" m="0" data-testid="whatif-hidden">
            {preview.hidden.map((row) => (
              <li key={row.id} data-menu-id={row.id} data-status={row.status}>
                {t('configStudio.whatif_hidden_row', { entry: label(row), reason: portalT(`config_report.status.${row.status}`) })}
              </li>
            ))}
          </Box>
        )}
      </Section>
      </Box>
      <Box mt="4">
        <Section id="whatif-routes-title" title={t('configStudio.whatif_routes')}>
          <Box as="ul" listStyleType="none" p="0" m="0" data-testid="whatif-routes">
            {preview.routes.map((r) => (
              <Box as="li" key={r.id} data-route-id={r.id} data-allowed={r.allowed} py="1" borderBottomWidth="1px" overflowWrap="anywhere">
                <CodeText>{r.path}</CodeText> <Text as="span" color="fg.muted">({r.id})</Text>{' '}
                <Text as="span" fontWeight="semibold" color={r.allowed ? 'green.800' : 'red.700'}>{t(ROUTE_TEXT[r.status])}</Text>
              </Box>
            ))}
          </Box>
        </Section>
      </Box>
    </Box>
  );
}
