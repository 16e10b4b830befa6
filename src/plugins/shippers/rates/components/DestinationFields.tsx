import { Button, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useT } from '@kernel';
import { FormField } from '@ui';
import { optionsFor, pickLevel, pickZone, type Zone } from '@forms';
import type { ZonesState } from '@forms';
import { zoneLabel } from '@forms';
import type { Destination } from '../model/inputs';
import type { DestinationLevel } from '../model/levels';
import { QuickAddressField } from './QuickAddressField';

export interface DestinationFieldsProps {
  value: Destination;
  levels: readonly DestinationLevel[];
  zones: ZonesState;
  retryZones: () => void;
  quickAddress: boolean;
  /** Field → message id, shown for the fields in `shown`. */
  problems: Record<string, string>;
  shown: (field: string) => boolean;
  onChange: (patch: Partial<Destination>) => void;
  onLeave: (field: string) => void;
}

/**
 * Where the parcel goes: quick address (where the country has it) or the address levels, each a native select whose
 * options follow the level above (forms/widgets/location/cascade.ts: a pick clears the levels below, a level with
 * one option picks itself, a full pick brings the zone's coordinates and billing ids).
 */
export function DestinationFields({ value, levels, zones, retryZones, quickAddress, problems, shown, onChange, onLeave }: DestinationFieldsProps) {
  const t = useT();
  const table: readonly Zone[] | null = zones.status === 'ready' ? zones.zones : null;

  const onLevel = (level: DestinationLevel, name: string) => {
    const patch = table ? pickLevel(table, levels, level.level, name, value) : { [level.field]: name };
    // The quick-address text named the old pick; a hand-picked level makes it stale.
    onChange({ ...patch, quickAddress: '' });
  };
  const onZone = (zone: Zone) => {
    if (table) onChange({ ...pickZone(table, levels, zone, value), quickAddress: zoneLabel(zone) });
  };

  return (
    <Stack gap="4">
      {quickAddress && <QuickAddressField zones={table} picked={value.quickAddress} onPick={onZone} />}
      {zones.status === 'error' && (
        <HStack role="alert" gap="3" wrap="wrap">
          <Text color="red.700" textStyle="sm">{t('orders_form.locations_failed')}</Text>
          <Button size="xs" variant="outline" onClick={retryZones}>{t('retry')}</Button>
        </HStack>
      )}
      <SimpleGrid columns={{ base: 1, md: levels.length }} gap="4">
        {levels.map((level, i) => {
          const choices = table ? optionsFor(table, levels, level.level, value) : [];
          const current = value[level.field];
          const list = current && !choices.includes(current) ? [current, ...choices] : choices;
          const parentMissing = levels.slice(0, i).some((l) => value[l.field] === '');
          const error = shown(level.field) ? problems[level.field] : undefined;
          return (
            <FormField key={level.field} label={t(level.titleId)} required error={error ? t(error) : null}>
              <NativeSelect.Root disabled={!table || (parentMissing && !current)}>
                <NativeSelect.Field value={current} aria-busy={zones.status === 'loading' || undefined}
                  onChange={(e) => onLevel(level, e.target.value)} onBlur={() => onLeave(level.field)}>
                  <option value="">{t(zones.status === 'loading' ? 'orders_form.locations_loading' : 'orders_form.select_placeholder')}</option>
                  {list.map((name) => <option key={name} value={name}>{name}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
