// The API contract's precompiled answer validators (build/contractValidators.ts).
declare module 'virtual:api-contract/routes' {
  import type { ValidatorModule } from 'virtual:api-contract/errors';
  /** Method, base URL, the path under it (no leading slash, `{}` for a parameter's segment), operationId. */
  export const routes: ReadonlyArray<readonly ['GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH', 'global' | 'country', string, string]>;
  /** An operation's success (2xx) validators, loaded when its first answer comes. */
  export const loadChecks: (operationId: string) => Promise<ValidatorModule>;
}

declare module 'virtual:api-contract/errors' {
  export interface AnswerError {
    instancePath: string;
    keyword: string;
    params: Record<string, unknown>;
  }
  export interface AnswerValidator {
    (data: unknown): boolean;
    errors?: AnswerError[] | null;
  }
  /** operationId → status (`200`, `4XX`, `default`) → its validator, or null when that answer has no JSON body. */
  export interface ValidatorModule {
    answers: Record<string, Record<string, AnswerValidator | null> | undefined>;
  }
  export const answers: ValidatorModule['answers'];
}
