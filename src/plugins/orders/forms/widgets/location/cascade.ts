/** Moved to src/forms; the rate calculator still imports the address cascade from here. */
export { autoComplete, optionsFor, pickLevel, pickZone, type CascadeValue, type Level, type LevelField, type Zone } from '../../../../../forms';
