/** Moved to src/forms; the rate calculator still imports the zone table from here. */
export { useZones, type ZonesState } from '../../../../../forms';
