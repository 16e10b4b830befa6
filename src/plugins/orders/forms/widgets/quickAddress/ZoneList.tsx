/** Moved to src/forms; the rate calculator still imports the result list from here. */
export { useZoneList, ZoneList } from '../../../../../forms';
