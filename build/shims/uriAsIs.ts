/**
 * Stands in for fast-uri in @rjsf/utils, which uses it only to resolve `$id` and `$ref` in schemas. The forms schema
 * allows neither, so a reference stays as it is.
 */
const UriResolver = {
  equal: (a: string, b: string): boolean => a === b,
  resolve: (_base: string, ref: string): string => ref,
};

export default UriResolver;
