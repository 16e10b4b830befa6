import { Button, HStack, Text } from '@chakra-ui/react';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { lazy, memo, Suspense, useState } from 'react';
import { useT } from '@kernel';
import { Loading, Modal, type ScanVerdict } from '@ui';
import type { FormValue } from '../../formSpec';
import { useFormSelector, type FormRuntime } from '../../runtime';
import { TextInput } from '../../templates/TextInput';

// The scanner (camera, decoder, sounds) loads when the operator asks to scan, not with the order page.
const ScannerWidget = lazy(() => import('../../../ui/scanner/ScannerWidget').then((m) => ({ default: m.ScannerWidget })));

/**
 * Pack id: typed or scanned with the shared scanner in a modal. On blur and on a scan the page's check runs
 * (server validity, not already in this session); its message shows on the field.
 */
export const PackIdWidget = memo(function PackIdWidget(props: WidgetProps<FormValue, RJSFSchema, FormRuntime>) {
  const runtime = props.registry.formContext;
  const t = useT();
  const checking = useFormSelector(runtime, (s) => s.checkingPackId);
  const [scanning, setScanning] = useState(false);
  const statusId = `${props.id}__status`;
  const field = props.name;

  const onScan = async (code: string): Promise<ScanVerdict> => {
    runtime.actions.patch({ [field]: code } as Partial<FormValue>);
    runtime.actions.touch(field);
    const problem = await runtime.actions.verifyPackId(code);
    if (problem) return { ok: false, message: t(problem) };
    setScanning(false);
    return { ok: true };
  };

  return (
    <>
      <HStack gap="2" align="start">
        <TextInput {...props} describedByExtra={[checking && statusId]} onBlurValue={(v) => void runtime.actions.verifyPackId(v)}
          normaliseOnBlur={(v) => v.trim()} />
        <Button variant="outline" flexShrink={0} disabled={props.disabled || props.readonly} onClick={() => setScanning(true)}>
          {t('orders_form.scan_pack_id')}
        </Button>
      </HStack>
      <Text id={statusId} aria-live="polite" textStyle="xs" color="fg.muted" _empty={{ display: 'none' }}>
        {checking ? t('orders_form.checking_pack_id') : null}
      </Text>
      <Modal open={scanning} title={t('orders_form.scan_pack_id')} onClose={() => setScanning(false)}
        footer={<Button variant="outline" onClick={() => setScanning(false)}>{t('close')}</Button>}>
        {scanning && (
          <Suspense fallback={<Loading label={t('loading')} />}>
            <ScannerWidget label={t(props.label)} onScan={onScan} idleMs={runtime.scanner.idleMs} duplicateWindowMs={runtime.scanner.duplicateWindowMs} />
          </Suspense>
        )}
      </Modal>
    </>
  );
});
