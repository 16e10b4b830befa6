import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

/** Spec: toasts show for 2000 ms. */
export const TOAST_DURATION_MS = 2000;

/** The portal's one toaster; the shell renders it, flows call `toast.success(...)`. */
export const toaster = createToaster({ placement: 'top', duration: TOAST_DURATION_MS, pauseOnPageIdle: true });

/** Short confirmations after an action, announced politely. */
export const toast = {
  success: (title: string) => toaster.create({ title, type: 'success' }),
  error: (title: string) => toaster.create({ title, type: 'error' }),
  info: (title: string) => toaster.create({ title, type: 'info' }),
};

/**
 * The toasts' region, mounted once the page is idle or at the first toast, whichever comes first: on mount Chakra's
 * toast group renders at once (flushSync), which on a page still drawing in slices was a long task on every page.
 * A toast asked before then is read from the store when the region mounts.
 */
export function PortalToaster() {
  const [mounted, setMounted] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (mounted) return undefined;
    const mount = () => setMounted(true);
    const stopIdle = whenIdle(mount);
    const stopWatch = toaster.subscribe(mount);
    return () => { stopIdle(); stopWatch(); };
  }, [mounted]);
  if (!mounted) return null;
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(t) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {t.title && <Toast.Title>{t.title}</Toast.Title>}
              {t.description && <Toast.Description>{t.description}</Toast.Description>}
            </Stack>
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
