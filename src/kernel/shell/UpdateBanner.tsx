import { Alert, Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { pollEvery } from '../../streams/poll';
import { useT } from '../i18n/intl';
import { readStored, STORAGE_KEYS, writeStored } from '../session/storage';
import { fromFetchJson } from '../../streams/fromFetch';

import { APP_VERSION } from './version';

export { APP_VERSION };

/** Polls the version file; a newer version sets the outdated flag and shows 'update_website' with 'update_now'. */
export function UpdateBanner({ everyMs }: { everyMs: number }) {
  const t = useT();
  const [outdated, setOutdated] = useState<string | null>(() => readStored<string>(STORAGE_KEYS.outdated));
  useEffect(() => {
    const sub = pollEvery(() => fromFetchJson<{ version?: string }>(`${import.meta.env.BASE_URL}version.json`), everyMs).subscribe((v) => {
      const served = v.version;
      const known = readStored<string>(STORAGE_KEYS.version) ?? APP_VERSION;
      if (served && served !== APP_VERSION && served !== known) {
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
        onClick={() => {
          writeStored(STORAGE_KEYS.version, outdated);
          writeStored(STORAGE_KEYS.outdated, null);
          window.location.reload();
        }}
      >
        {t('update_now')}
      </Button>
    </Alert.Root>
  );
}
