/**
 * Reading the sign-up's async requests (spec part 1 §4: poll until SUCCEEDED, then fetch the global id, search and
 * select the shipper, poll a second task; or FAILED, show a message). The server's answer lives in responseMessage,
 * JSON text; anything unreadable there is treated as a failure without a reason, never as a success.
 */

export type CreationOutcome =
  | { kind: 'created'; shipperId: number; activationRequestId: string | null }
  | { kind: 'failed' }
  | { kind: 'notSupported'; reason: string };

/** The error code the server gives when this point may not sign shippers up; its message follows the prefix. */
export const NOT_SUPPORTED_CODE = 'SHIPPER_CREATION_NOT_SUPPORTED';

function parse(text: string | null | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const v: unknown = JSON.parse(text);
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** What a final creation task means. PARTIALLY_SUCCEEDED counts as created when it names the shipper. */
export function creationOutcome(task: { status: string; responseMessage?: string | null }): CreationOutcome {
  const body = parse(task.responseMessage);
  if (task.status === 'SUCCEEDED' || task.status === 'PARTIALLY_SUCCEEDED') {
    const id = Number(body.shipperId ?? body.shipper_id);
    if (Number.isInteger(id) && id > 0) {
      const next = body.activationRequestId ?? body.activation_request_id;
      return { kind: 'created', shipperId: id, activationRequestId: typeof next === 'string' && next !== '' ? next : null };
    }
    return { kind: 'failed' };
  }
  const error = body.error !== null && typeof body.error === 'object' ? (body.error as Record<string, unknown>) : {};
  if (error.code === NOT_SUPPORTED_CODE) {
    return { kind: 'notSupported', reason: typeof error.message === 'string' ? error.message : '' };
  }
  return { kind: 'failed' };
}
