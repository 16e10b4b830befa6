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
  export const forms: Validate;
}
