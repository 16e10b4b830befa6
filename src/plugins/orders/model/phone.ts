/** Moved to src/forms (the phone rule is the forms'); shipper search still imports it from here. */
export { digitCount, INVALID_PHONE, normalisePhone, PHONE_MAX_LENGTH, phoneProblem, withPrefix } from '../../../forms';
