import { Badge, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { SelectField } from '../../ui/SelectField';
import { DataTable } from '../../ui/table/DataTable';
import { useTableTexts } from '../i18n/tableTexts';
import { useIntl, useT } from '../i18n/intl';
import { countryName } from '../i18n/countryName';
import { LOCALE_NAMES, isLocale } from '../i18n/locales';
import { getRuntime } from '../runtime';
import { session } from '../session/store';
import { LOCALES } from '../types';
import { usePortal } from '../usePortal';
import type { MenuReportRow } from '../routing/access';
import { APP_VERSION } from './UpdateBanner';

/** Settings: the language of this device, the point, and the configuration report for admins. */
export default function SettingsPage() {
  const t = useT();
  const tableTexts = useTableTexts();
  const intl = useIntl();
  const portal = usePortal();
  const { locale } = useSnapshot(session);
  const { warnings } = getRuntime();
  return (
    <Stack gap="8" maxW="4xl">
      <Heading as="h1" size="2xl">{t('settings.title')}</Heading>

      <Stack as="section" gap="3" aria-labelledby="settings-language">
        <Heading as="h2" size="lg" id="settings-language">{t('settings.language')}</Heading>
        <Box maxW="sm">
          <SelectField
            label={t('settings.language')}
            help={t('settings.language_help')}
            value={locale ?? ''}
            onChange={(v) => { session.locale = isLocale(v) ? v : null; }}
            options={[
              { value: '', label: t('settings.language_default', { language: LOCALE_NAMES[portal.country.defaultLanguage] }) },
              ...LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l], lang: l })),
            ]}
          />
        </Box>
      </Stack>

      <Stack as="section" gap="2" aria-labelledby="settings-point">
        <Heading as="h2" size="lg" id="settings-point">{t('settings.point')}</Heading>
        <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="6" rowGap="1">
          <Text as="dt" color="fg.muted">{t('settings.point_name')}</Text><Text as="dd">{portal.dp?.name}</Text>
          <Text as="dt" color="fg.muted">{t('settings.point_id')}</Text><Text as="dd">{portal.dp?.id}</Text>
          <Text as="dt" color="fg.muted">{t('settings.country')}</Text><Text as="dd">{countryName(portal.country, intl.locale, t)}</Text>
        </Box>
        <Text fontSize="sm" color="fg.muted">{t('settings.version', { version: APP_VERSION })}</Text>
      </Stack>

      <Stack as="section" gap="2" aria-labelledby="settings-scanner">
        <Heading as="h2" size="lg" id="settings-scanner">{t('settings.scanner')}</Heading>
        <Text color="fg.muted">{t('settings.scanner_help')}</Text>
        <Button asChild variant="outline" alignSelf="start"><RouterLink to="/settings/scanner">{t('settings.scanner_open')}</RouterLink></Button>
      </Stack>

      <Stack as="section" gap="2" aria-labelledby="settings-activity">
        <Heading as="h2" size="lg" id="settings-activity">{t('settings.activity')}</Heading>
        <Text color="fg.muted">{t('settings.activity_help')}</Text>
        <Button asChild variant="outline" alignSelf="start"><RouterLink to="/settings/activity">{t('settings.activity_open')}</RouterLink></Button>
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="settings-config">
        <Heading as="h2" size="lg" id="settings-config">{t('settings.configuration')}</Heading>
        <Text color="fg.muted">{t('settings.configuration_help')}</Text>
        <Text fontWeight="medium">{t(portal.newDesign ? 'config_report.menu_newDesign' : 'config_report.menu_legacy')}</Text>
        <DataTable<MenuReportRow>
          rows={portal.menuReport}
          columns={[
            { id: 'entry', header: t('config_report.entry'), cell: (row) => t(row.labelId), sortValue: (row) => t(row.labelId) },
            { id: 'route', header: t('config_report.route'), cell: (row) => <Text as="span" fontFamily="mono">{row.routeId ?? '—'}</Text>, sortValue: (row) => row.routeId },
            {
              id: 'status', header: t('config_report.status'), sortValue: (row) => row.status,
              cell: (row) => (
                <Badge colorPalette={row.status === 'shown' ? 'green' : row.status === 'noPlugin' ? 'orange' : 'gray'}>
                  {t(`config_report.status.${row.status}`)}
                </Badge>
              ),
            },
          ]}
          rowKey={(row) => row.id}
          rowAttributes={(row) => ({ 'data-menu-id': row.id, 'data-status': row.status })}
          texts={tableTexts}
          label={t('settings.configuration')}
          testId="menu-report"
        />
        {warnings.length > 0 && (
          <Box>
            <Heading as="h3" size="md">{t('config_report.warnings')}</Heading>
            <Stack as="ul" pl="5" fontFamily="mono" fontSize="sm">
              {warnings.map((w, i) => <li key={i}>{w.file} {w.path} {w.message}</li>)}
            </Stack>
          </Box>
        )}
      </Stack>
    </Stack>
  );
}
