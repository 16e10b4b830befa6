import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, type DataColumn } from '../../ui/table/DataTable';
import { useTableTexts } from '../i18n/tableTexts';
import { SelectField } from '../../ui/SelectField';
import { downloadCsv } from '../../ui/csv';
import { eventLog, eventsToCsvRows, type PortalEvent } from '../eventLog';
import { formatDateTime } from '../i18n/format';
import { useIntl } from '../i18n/intl';
import { usePortal } from '../usePortal';
import { declaredEventKinds } from '../eventLog/kinds';
import { describeEvent } from '../eventLog/describe';
import type { MenuEntry } from '../routing/access';
import { pluginManifests } from '../pluginHost/registry';

/** Start of today in the country's UTC offset, as a UTC instant. */
export function startOfCountryDay(nowMs: number, offsetHours: number): Date {
  const local = nowMs + offsetHours * 3_600_000;
  const midnightLocal = local - (((local % 86_400_000) + 86_400_000) % 86_400_000);
  return new Date(midnightLocal - offsetHours * 3_600_000);
}

/** Today's events at this point, filterable by kind, exportable as CSV. */
export default function ActivityPage() {
  const { t, intl, locale } = useIntl();
  const portal = usePortal();
  const [events, setEvents] = useState<PortalEvent[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [kind, setKind] = useState('');
  const offset = portal.country.utcOffsetHours;
  const dpId = portal.dp?.id ?? null;

  useEffect(() => {
    const log = eventLog();
    let live = true;
    const from = startOfCountryDay(Date.now(), offset);
    // One device may serve several points in a day: show only this point's events.
    const mine = (e: PortalEvent) => e.dpId === dpId;
    log.since(from).then((list) => live && setEvents(list.filter(mine)), () => live && setFailed(true));
    const sub = log.events$.subscribe((e) => mine(e) && setEvents((list) => (list ? [...list, e] : [e])));
    return () => { live = false; sub.unsubscribe(); };
  }, [offset, dpId]);

  // Labels come from the declared kinds (kernel and manifests); a kind no loaded plugin declares shows as written.
  const declared = useMemo(() => declaredEventKinds(pluginManifests()), []);
  const label = useCallback((k: string) => {
    const id = declared.get(k)?.label;
    return id && intl.messages[id] ? t(id) : k;
  }, [declared, intl, t]);
  // Details in the operator's words: the declaring kind's sentence, or the fields as 'name: value' (never JSON).
  const routeLabels = useMemo(() => {
    const flat = (list: MenuEntry[]): MenuEntry[] => list.flatMap((m) => [m, ...flat(m.children)]);
    return new Map(flat(portal.menu).flatMap((m) => (m.routeId ? [[m.routeId, m.labelId] as const] : [])));
  }, [portal.menu]);
  const details = useCallback((e: PortalEvent) => describeEvent(e, declared.get(e.kind), {
    t, messages: intl.messages, locale, country: portal.country, routeLabel: (id) => routeLabels.get(id),
  }), [declared, t, intl, locale, portal.country, routeLabels]);
  // Every declared kind can be filtered on, and any other kind found in today's events.
  const kinds = useMemo(() => [...new Set([...declared.keys(), ...(events ?? []).map((e) => e.kind)])], [declared, events]);
  const shown = (events ?? []).filter((e) => !kind || e.kind === kind).slice().reverse();

  const columns = useMemo<Array<DataColumn<PortalEvent>>>(() => [
    { id: 'time', header: t('activity.time'), cell: (e) => formatDateTime(e.at, portal.country, locale, { seconds: true }), sortValue: (e) => e.at, nowrap: true },
    { id: 'kind', header: t('activity.kind'), cell: (e) => label(e.kind), sortValue: (e) => label(e.kind) },
    { id: 'user', header: t('activity.user'), cell: (e) => e.user, sortValue: (e) => e.user },
    { id: 'details', header: t('activity.details'), cell: (e) => <Text as="span" fontSize="sm" overflowWrap="anywhere">{details(e)}</Text> },
  ], [t, locale, portal.country, label, details]);
  const texts = useTableTexts();

  const exportCsv = () => {
    const rows = eventsToCsvRows(shown.slice().reverse(), [t('activity.time'), t('activity.point'), t('activity.user'), t('activity.kind'), t('activity.details')], details);
    void downloadCsv(`activity-${new Date().toISOString().slice(0, 10)}.csv`, rows);
  };

  return (
    <Stack gap="5" maxW="5xl">
      <Box>
        <Button asChild variant="plain" px="0"><RouterLink to="/settings">{t('activity.back')}</RouterLink></Button>
        <Heading as="h1" size="2xl">{t('activity.title')}</Heading>
        <Text color="fg.muted">{t('activity.subtitle')}</Text>
      </Box>
      <HStack gap="4" align="end" wrap="wrap">
        <Box minW="56">
          <SelectField
            label={t('activity.filter')}
            value={kind}
            onChange={setKind}
            options={[{ value: '', label: t('activity.all_kinds') }, ...kinds.map((k) => ({ value: k, label: label(k) })).sort((a, b) => a.label.localeCompare(b.label, locale))]}
          />
        </Box>
        <Button onClick={exportCsv} disabled={shown.length === 0} colorPalette="brand" variant="outline">{t('activity.export')}</Button>
      </HStack>
      <DataTable<PortalEvent>
        rows={failed ? [] : events === null ? null : shown}
        failed={failed}
        columns={columns}
        rowKey={(e) => String(e.id ?? e.at)}
        rowAttributes={(e) => ({ 'data-kind': e.kind })}
        texts={texts}
        label={t('activity.title')}
        testId="activity-table"
      />
    </Stack>
  );
}
