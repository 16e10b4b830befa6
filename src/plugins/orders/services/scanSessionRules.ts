import type { ScanSessionRules } from '@services';
import { lookUpScan } from '../api/orderApi';
import { classifyScan, refuseScan, sessionTypeAllowed } from '../model/sessionRules';

/** The scan-session rules of part 1 §3-§4, for any flow that scans parcels into a session. */
export const scanSessionRules: ScanSessionRules = {
  lookUp: lookUpScan,
  classify: classifyScan,
  refuse: refuseScan,
  typeAllowed: sessionTypeAllowed,
};
