/** Moved to src/forms; the rate calculator still imports the spec readers from here. */
export { fieldsWithWidget, fieldUi } from '../../../forms';
