/**
 * Finishing a created shipper: PUT 1.2/shippers/{id}/setup, then the bank proof upload when COD is on. A failed
 * set-up stops here and is reported (the page offers retry, cancel or a prepaid account); a step already done
 * (after a retry or a reload) is not sent twice.
 */
import { catchError, concat, defer, map, of, type Observable } from 'rxjs';
import type { SetupRequest } from '../model/requests';

export interface CompletionDeps {
  setup: (shipperId: number, body: SetupRequest) => Observable<unknown>;
  uploadProof: (shipperId: number) => Observable<unknown>;
}

export interface CompletionInput {
  shipperId: number;
  setup: SetupRequest;
  setupDone: boolean;
  /** Upload the bank proof (COD on, a picture chosen). */
  withProof: boolean;
  proofDone: boolean;
}

export type CompletionEvent =
  | { type: 'settingUp' }
  | { type: 'setUp' }
  | { type: 'setupFailed'; error: unknown }
  | { type: 'uploadingProof' }
  | { type: 'proofUploaded' }
  | { type: 'proofFailed'; error: unknown }
  | { type: 'finished' };

export function completionFlow(deps: CompletionDeps, input: CompletionInput): Observable<CompletionEvent> {
  const proof$: Observable<CompletionEvent> = !input.withProof || input.proofDone
    ? of({ type: 'finished' })
    : concat(
      of<CompletionEvent>({ type: 'uploadingProof' }),
      defer(() => deps.uploadProof(input.shipperId)).pipe(
        map((): CompletionEvent => ({ type: 'proofUploaded' })),
        catchError((error: unknown) => of<CompletionEvent>({ type: 'proofFailed', error })),
      ),
    );
  if (input.setupDone) return proof$;
  let setupOk = false;
  return concat(
    of<CompletionEvent>({ type: 'settingUp' }),
    defer(() => deps.setup(input.shipperId, input.setup)).pipe(
      map((): CompletionEvent => { setupOk = true; return { type: 'setUp' }; }),
      catchError((error: unknown) => of<CompletionEvent>({ type: 'setupFailed', error })),
    ),
    defer(() => (setupOk ? proof$ : of<CompletionEvent>())),
  );
}
