// Build-time only: shrinks Ajv's standalone code for the API contract's validators (contractValidators.ts).

const CALL_CONTEXT = /,parentData:[\w$.[\]]+,parentDataProperty:(?:"(?:[^"\\]|\\.)*"|[\w$]+),rootData\}/g;
const SIGNATURE_CONTEXT = /, parentData, parentDataProperty, rootData=data\}/g;
const CONTEXT_NAMES = /\b(?:parentData|parentDataProperty|rootData)\b/;

/**
 * Each validator Ajv writes takes, and passes to every validator it calls, the parent object, the property's name and
 * the root answer, which only `$data` references and recursive `$ref: '#'` read; the contract uses neither. Dropping
 * them leaves the instance path, all a problem is worded from (a tenth of order details' checks, gzip). Code that
 * still names them after the cut reads them somewhere and is returned as it was.
 */
export function trimValidatorArgs(code: string): string {
  const trimmed = code.replace(CALL_CONTEXT, '}').replace(SIGNATURE_CONTEXT, '}');
  return CONTEXT_NAMES.test(trimmed) ? code : trimmed;
}
