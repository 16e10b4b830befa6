import { Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { snapshot, useSnapshot } from 'valtio';
import { routePath, usePortal, useT } from '@kernel';
import { Icon } from '@ui';
import { SenderDialog } from '../../search/components/SenderDialog';
import { useSenderChoice } from '../../search/hooks/useSenderChoice';
import type { SignupRunner } from '../flow/useSignupRun';
import { resetSignup, signup, type RunStage } from '../state/signupStore';
import { SetupFailedModal } from './SetupFailedModal';

const STAGES: readonly RunStage[] = ['creating', 'waiting', 'activating', 'settingUp', 'uploadingProof'];

function stageState(stage: RunStage, current: RunStage, done: boolean): 'done' | 'running' | 'waiting' {
  if (done) return 'done';
  const at = STAGES.indexOf(current);
  const mine = STAGES.indexOf(stage);
  if (current === 'done' || mine < at) return 'done';
  return mine === at ? 'running' : 'waiting';
}

/** Step result: the creation's progress while it runs, then what came of it and the ways on. */
export function ResultStep({ runner }: { runner: SignupRunner }) {
  const t = useT();
  const { flags } = usePortal();
  const hideLegacyId = flags.HIDE_LEGACY_SHIPPER_ID === true;
  const snap = useSnapshot(signup);
  const run = snap.run;
  const sender = useSenderChoice();
  const searchPath = routePath('shipperSearch');
  const stages = STAGES.filter((s) => s !== 'uploadingProof' || (snap.codEnabled && (snap.bank.accountProof ?? '') !== ''));
  const finished = run.result !== null && run.result !== 'setupFailed';
  const stopped = run.result !== null && run.result !== 'created';

  const again = () => { Object.assign(signup.run, { stage: 'idle', result: null, reason: null, createRequestId: null }); signup.step = 'AUTHORISE'; };

  return (
    <Stack gap="6">
      <List.Root as="ol" listStyleType="none" gap="2" aria-label={t('shipper_create.step.RESULT')}>
        {stages.map((s) => {
          const state = stopped && run.stage === s ? 'waiting' : stageState(s, run.stage, (s === 'settingUp' && run.setupDone) || (s === 'uploadingProof' && run.proofDone));
          return (
            <List.Item key={s} display="flex" gap="3" alignItems="center" data-stage={s} data-state={state}>
              <Box w="5" h="5" borderRadius="full" flexShrink={0} bg={state === 'done' ? 'green.600' : state === 'running' ? 'brand.solid' : 'gray.300'}
                animation={state === 'running' && !stopped ? 'pulse 1.2s ease-in-out infinite' : undefined} aria-hidden />
              <Text>{t(`shipper_create.stage.${s}`)}</Text>
              <Text srOnly>{t(`shipper_create.stage_${state}`)}</Text>
            </List.Item>
          );
        })}
      </List.Root>

      <Box role="status" aria-live="polite">
        {run.result === 'created' && run.shipper && (
          <Stack gap="3" p="4" borderWidth="1px" borderColor="green.600" borderRadius="md" bg="green.50">
            <HStack gap="2" color="green.700"><Icon name="check" /><Heading as="h2" size="md">{t('shipper_create.created_title')}</Heading></HStack>
            <Text>{t('shipper_create.created_text', { name: run.shipper.name })}</Text>
            <Text textStyle="sm" color="fg.muted">{run.shipper.liaisonContact}{hideLegacyId ? '' : ` · ${t('shipper_create.shipper_id', { id: run.shipper.id })}`}</Text>
          </Stack>
        )}
        {(run.result === 'failed' || run.result === 'notSupported' || run.result === 'error') && (
          <Stack gap="2" p="4" borderWidth="1px" borderColor="red.600" borderRadius="md" bg="red.50">
            <Heading as="h2" size="md">{t('shipper_create.failed_title')}</Heading>
            <Text>
              {run.result === 'notSupported' ? t('shipper_create.not_supported', { reason: run.reason ?? '' })
                : run.result === 'error' ? run.reason : t('shipper_create.failed')}
            </Text>
          </Stack>
        )}
        {run.result === 'stillProcessing' && (
          <Stack gap="2" p="4" borderWidth="1px" borderColor="orange.500" borderRadius="md" bg="orange.50">
            <Heading as="h2" size="md">{t('shipper_create.still_processing_title')}</Heading>
            <Text>{t('shipper_create.still_processing')}</Text>
          </Stack>
        )}
        {run.result === 'setupCancelled' && <Text p="4" borderWidth="1px" borderRadius="md" bg="orange.50">{t('shipper_create.setup_cancelled')}</Text>}
        {run.result === 'proofFailed' && (
          <Stack gap="2" p="4" borderWidth="1px" borderColor="red.600" borderRadius="md" bg="red.50">
            <Text>{t('shipper_create.proof_failed', { error: run.reason ?? '' })}</Text>
            <Button alignSelf="flex-start" size="sm" onClick={() => runner.finish()}>{t('shipper_create.retry_upload')}</Button>
          </Stack>
        )}
      </Box>

      {finished && (
        <HStack gap="3" wrap="wrap">
          {run.shipper && (run.result === 'created' || run.result === 'setupCancelled') && sender.canSelect && (
            <Button colorPalette="brand" // The plain snapshot: the render snapshot is a tracking proxy, which structuredClone refuses.
              onClick={() => { const s = snapshot(signup).run.shipper; if (s) sender.choose(s); }}>{t('shipper_create.use_as_sender')}</Button>
          )}
          {(run.result === 'failed' || run.result === 'error') && (
            <>
              <Button colorPalette="brand" onClick={again}>{t('shipper_create.try_again')}</Button>
              <Button variant="outline" onClick={() => { again(); signup.step = 'ACCOUNT_CREATE'; }}>{t('shipper_create.edit_details')}</Button>
            </>
          )}
          {searchPath && (run.result === 'stillProcessing' || run.result === 'notSupported') && (
            <Button asChild variant="outline"><RouterLink to={searchPath}>{t('shipper_create.go_search')}</RouterLink></Button>
          )}
          <Button variant="outline" onClick={resetSignup}>{t('shipper_create.create_another')}</Button>
        </HStack>
      )}

      <SetupFailedModal open={run.result === 'setupFailed'} reason={run.reason} billingType={snap.billingType}
        onRetry={() => runner.finish()} onPrepaid={() => runner.finish({ prepaid: true })} onCancel={runner.cancelSetup} />
      {sender.pending && (
        <SenderDialog shipper={sender.pending.shipper} decision={sender.pending.decision} inProgressPath={sender.inProgressPath}
          onUse={(kind) => { if (sender.pending) sender.use(sender.pending.shipper, kind); }} onClose={sender.cancel} />
      )}
    </Stack>
  );
}
