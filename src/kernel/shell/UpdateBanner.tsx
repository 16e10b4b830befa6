import { Alert, Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { fromEvent } from 'rxjs';
import { useT } from '../i18n/intl';
import { readStored, STORAGE_KEYS, writeStored } from '../session/storage';
import { fromFetchJson } from '../../streams/fromFetch';
import { servedVersions } from '../pwa/servedVersions';

import { APP_VERSION } from './version';

export { APP_VERSION };

/**
 * Polls the version file (and asks again when the network is back); a newer version sets the outdated flag and
 * shows 'update_website' with 'update_now', which lets the service worker's next version take over, then reloads.
 */
export function UpdateBanner({ everyMs }: { everyMs: number }) {
  const t = useT();
  const [outdated, setOutdated] = useState<string | null>(() => readStored<string>(STORAGE_KEYS.outdated));
  const [updating, setUpdating] = useState(false);
  useEffect(() => {
    const fetchVersion = () => fromFetchJson<{ version?: unknown }>(`${import.meta.env.BASE_URL}version.json`);
    const sub = servedVersions(fetchVersion, everyMs, fromEvent(window, 'online')).subscribe((served) => {
      const known = readStored<string>(STORAGE_KEYS.version) ?? APP_VERSION;
      if (served !== APP_VERSION && served !== known) {
        writeStored(STORAGE_KEYS.outdated, served);
        setOutdated(served);
      }
    });
    return () => sub.unsubscribe();
  }, [everyMs]);
  if (!outdated) return null;
  return (
    <Alert.Root status="info" borderRadius="0" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{t('update_website')}</Alert.Description>
      </Alert.Content>
      <Button
        size="sm"
        colorPalette="brand"
        loading={updating}
        onClick={() => {
          writeStored(STORAGE_KEYS.version, outdated);
          writeStored(STORAGE_KEYS.outdated, null);
          setUpdating(true);
          import('../pwa/applyUpdate').then((m) => m.applyUpdate(), () => window.location.reload());
        }}
      >
        {t('update_now')}
      </Button>
    </Alert.Root>
  );
}
