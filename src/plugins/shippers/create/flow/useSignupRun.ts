/**
 * Runs the sign-up against the API and writes its progress into the wizard's store: the creation stream, then the
 * completion stream (set-up, bank proof). Both stop when the page unmounts; a reload mid-way resumes from what the
 * store kept (the async request id, the created shipper, the steps done).
 */
import { useCallback, useEffect, useRef } from 'react';
import { defer, map, type Subscription } from 'rxjs';
import { errorText, isPortalError, logEvent, normalizeError, useT, type CountryConfig } from '@kernel';
import { getShipper, searchShippers } from '../../api/shipperApi';
import { createShipperAccount, getAsyncRequest, setUpShipper, uploadBankProof } from '../api';
import { setupRequest, signupRequest } from '../model/requests';
import { idleRun, signup } from '../state/signupStore';
import { completionFlow, type CompletionEvent } from './completionFlow';
import { creationFlow, type CreationEvent } from './creationFlow';
import { dataUrlToBlob } from './dataUrl';

export interface SignupRunner {
  /** Creates the account from what the wizard holds. */
  start(): void;
  /** Runs what is left after the account exists (set-up, proof); `prepaid` switches the billing type first. */
  finish(options?: { prepaid?: boolean }): void;
  /** The operator gave up on set-up: the account stays as the server made it. */
  cancelSetup(): void;
}

export function useSignupRun(country: CountryConfig): SignupRunner {
  const t = useT();
  const running = useRef<Subscription | null>(null);
  const describe = useCallback((e: unknown) => errorText(t, isPortalError(e) ? e : normalizeError(e)), [t]);

  const stop = () => { running.current?.unsubscribe(); running.current = null; };

  const finish = useCallback((options: { prepaid?: boolean } = {}) => {
    const run = signup.run;
    if (!run.shipper) return;
    if (options.prepaid) signup.billingType = 'PREPAID';
    run.result = null;
    run.reason = null;
    const proof = signup.bank.accountProof ?? '';
    const shipperId = run.shipper.id;
    stop();
    running.current = completionFlow(
      {
        setup: (id, body) => defer(() => setUpShipper(id, body)),
        uploadProof: (id) => defer(() => uploadBankProof(id, dataUrlToBlob(proof), signup.bank.accountProofName || 'account-proof.jpg')),
      },
      {
        shipperId,
        setup: setupRequest({ billingType: signup.billingType, codEnabled: signup.codEnabled, authorisation: signup.authorisation, signature: signup.signature ?? '', bank: signup.bank }),
        setupDone: run.setupDone,
        withProof: signup.codEnabled && proof !== '',
        proofDone: run.proofDone,
      },
    ).subscribe((e: CompletionEvent) => {
      const r = signup.run;
      switch (e.type) {
        case 'settingUp': r.stage = 'settingUp'; break;
        case 'setUp': r.setupDone = true; break;
        case 'setupFailed': r.result = 'setupFailed'; r.reason = describe(e.error); logEvent('shipperSignup', { outcome: 'setupFailed', shipperId }); break;
        case 'uploadingProof': r.stage = 'uploadingProof'; break;
        case 'proofUploaded': r.proofDone = true; r.stage = 'done'; r.result = 'created'; break;
        case 'proofFailed': r.result = 'proofFailed'; r.reason = describe(e.error); break;
        case 'finished': r.stage = 'done'; r.result = 'created'; break;
      }
      if (r.result === 'created') logEvent('shipperSignup', { outcome: 'created', shipperId, billingType: signup.billingType, cod: signup.codEnabled });
    });
  }, [describe]);

  const create = useCallback((requestId: string | null) => {
    const body = signupRequest(signup.account, country.phonePrefix);
    stop();
    running.current = creationFlow(
      {
        create: () => defer(() => createShipperAccount(body)),
        getTask: (id) => defer(() => getAsyncRequest(id)).pipe(map((task) => ({ status: task.status, responseMessage: task.responseMessage ?? undefined }))),
        getShipper: (id) => defer(() => getShipper(id)),
        searchShippers: (contact) => defer(() => searchShippers(contact)),
      },
      { mobileNumber: body.mobileNumber, requestId },
    ).subscribe((e: CreationEvent) => {
      const r = signup.run;
      switch (e.type) {
        case 'requested': r.createRequestId = e.requestId; r.stage = 'waiting'; break;
        case 'created': r.shipper = e.shipper; r.activationRequestId = e.activationRequestId; r.stage = 'activating'; break;
        case 'activated': finish(); break;
        case 'failed': r.stage = 'done'; r.result = 'failed'; break;
        case 'notSupported': r.stage = 'done'; r.result = 'notSupported'; r.reason = e.reason; break;
        case 'stillProcessing': r.stage = 'done'; r.result = 'stillProcessing'; break;
        case 'error': r.stage = 'done'; r.result = 'error'; r.reason = describe(e.error); break;
      }
      if (e.type === 'failed' || e.type === 'notSupported' || e.type === 'stillProcessing' || e.type === 'error') {
        logEvent('shipperSignup', { outcome: e.type });
      }
    });
  }, [country.phonePrefix, describe, finish]);

  const start = useCallback(() => {
    Object.assign(signup.run, { ...idleRun(), stage: 'creating' });
    signup.step = 'RESULT';
    create(null);
  }, [create]);

  const cancelSetup = useCallback(() => {
    stop();
    Object.assign(signup.run, { stage: 'done', result: 'setupCancelled' });
  }, []);

  // A reload in the middle: pick up where the store says the run was.
  useEffect(() => {
    const r = signup.run;
    if (r.result === null && (r.stage === 'waiting' || r.stage === 'activating') && r.createRequestId) create(r.createRequestId);
    else if (r.result === null && (r.stage === 'settingUp' || r.stage === 'uploadingProof')) finish();
    else if (r.stage === 'creating' && !r.createRequestId) {
      // The creation call was cut off before it answered; the operator sends it again from the last step.
      Object.assign(signup.run, idleRun());
      signup.step = 'AUTHORISE';
    }
    return stop;
  }, [create, finish]);

  return { start, finish, cancelSetup };
}
