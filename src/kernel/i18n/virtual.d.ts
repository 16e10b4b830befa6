declare module 'virtual:plugin-message-ids' {
  /** Every message id of the plugins' catalogs (see catalogPlugin.ts). */
  const ids: readonly string[];
  export default ids;
}

interface ImportMetaEnv {
  /** 'on' in builds: catalogs hold compiled messages (plain text or ICU syntax trees), see catalogPlugin.ts. */
  readonly VITE_CATALOGS_COMPILED?: string;
}
