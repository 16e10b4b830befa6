// json-schema-library's ES module build (what its package.json's "module" names), which the build's shim of the
// library (build/shims/schemaDraftOnce.ts) imports: typed by the library's own declarations.
declare module 'json-schema-library/dist/module/index.js' {
  export * from 'json-schema-library';
}
