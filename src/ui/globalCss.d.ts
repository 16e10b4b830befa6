// The design system's global CSS, rendered at build time (build/globalCss/plugin.ts).
declare module 'virtual:portal-global-css' {
  const css: string;
  export default css;
}
