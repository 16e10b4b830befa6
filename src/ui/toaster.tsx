import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';

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

export function PortalToaster() {
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
