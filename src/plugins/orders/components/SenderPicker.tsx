import { memo } from 'react';
import { LoadFailure, useService, useT } from '@kernel';
import { SHIPPER_LOOKUP, type ShipperPickerProps } from '@services';
import { Loading } from '@ui';

/**
 * The order's sender: the shipper lookup's picker (the shippers plugin draws it), with a loading line while its code
 * arrives. Memoised as the picker is: a page passing the same shipper and a stable onSelect does not draw it again.
 */
export const SenderPicker = memo(function SenderPicker(props: ShipperPickerProps) {
  const t = useT();
  const { service, error } = useService(SHIPPER_LOOKUP);
  if (error) return <LoadFailure error={error} onRetry={() => window.location.reload()} />;
  if (!service) return <Loading label={t('loading')} />;
  return <service.Picker {...props} />;
});
