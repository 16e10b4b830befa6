/**
 * The forms module's length rule is src/ui's (textLength.ts), the one every layer calls: the spec's limits, counted as
 * JSON Schema counts them, and the 'too long' message. Re-exported here so the forms' entry keeps offering it; imported
 * from the file itself, not src/ui's entry, so validateRecord's Web Worker carries no UI code.
 */
export { FIELD_LIMITS, TOO_LONG, codePoints, isTooLong, lengthProblem } from '../ui/textLength';
