declare module 'virtual:config-validators' {
  interface AjvError {
    instancePath: string;
    message?: string;
    keyword: string;
    params: Record<string, unknown>;
  }
  interface Validate {
    (data: unknown): boolean;
    errors?: AjvError[] | null;
  }
  export const portal: Validate;
  export const country: Validate;
  export const routes: Validate;
  export const menu: Validate;
  export const flags: Validate;
  export const gates: Validate;
  export const forms: Validate;
}

// The same validators split in three (validatorsPlugin.ts): the login screen's, the rest of start-up's, and
// config/forms' (after login).
declare module 'virtual:config-validators/first' {
  import type { portal as Validate } from 'virtual:config-validators';
  export const portal: typeof Validate;
  export const routes: typeof Validate;
}

declare module 'virtual:config-validators/startup' {
  import type { portal as Validate } from 'virtual:config-validators';
  export const country: typeof Validate;
  export const menu: typeof Validate;
  export const flags: typeof Validate;
  export const gates: typeof Validate;
}

declare module 'virtual:config-validators/forms' {
  import type { forms as Validate } from 'virtual:config-validators';
  export const forms: typeof Validate;
}

// Validators of the plugins' own config files (config/plugins), keyed by schema file name.
declare module 'virtual:config-validators/plugins' {
  import type { forms as Validate } from 'virtual:config-validators';
  export const byFile: Record<string, typeof Validate | undefined>;
}
