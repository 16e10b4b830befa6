/** Moved to src/forms; the rate calculator still imports the address search from here. */
export { searchZones, zoneLabel } from '../../../../../forms';
