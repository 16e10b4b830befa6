import type { AnswerError } from 'virtual:api-contract/errors';

/** One way an answer breaks the contract: where in the answer (`$.data[0].tracking_id`) and what was wrong. */
export interface ContractProblem {
  path: string;
  message: string;
}

/** `/data/0/id` (plus a missing property's name) → `$.data[0].id`. */
export function jsonPath(pointer: string, extra?: string): string {
  const keys = pointer.split('/').slice(1).map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra !== undefined) keys.push(extra);
  return '$' + keys.map((k) => (/^\d+$/.test(k) ? `[${k}]` : /^[A-Za-z_$][\w$]*$/.test(k) ? `.${k}` : `[${JSON.stringify(k)}]`)).join('');
}

/**
 * An Ajv error as a problem. The validators carry no messages (smaller code): the keyword and its parameters say it.
 */
export function problemOf(error: AnswerError): ContractProblem {
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return { path: jsonPath(error.instancePath, String(p.missingProperty)), message: 'required, missing' };
    case 'type':
      return { path: jsonPath(error.instancePath), message: `must be ${[p.type].flat().join(' or ')}` };
    case 'enum':
      return { path: jsonPath(error.instancePath), message: `must be one of ${JSON.stringify(p.allowedValues)}` };
    case 'additionalProperties':
      return { path: jsonPath(error.instancePath, String(p.additionalProperty)), message: 'no such property' };
    default:
      return { path: jsonPath(error.instancePath), message: `${error.keyword} ${JSON.stringify(p)}` };
  }
}
