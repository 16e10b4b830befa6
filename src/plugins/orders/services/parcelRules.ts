import type { ParcelRules } from '@services';
import { serviceLevel } from '../model/payloads';
import { amountProblem, stampIdLocalProblem, stampIdRequired, weightProblem } from '../model/parcelRules';

/** The order page's parcel rules, for bulk files. */
export const parcelRules: ParcelRules = { weightProblem, amountProblem, stampIdProblem: stampIdLocalProblem, stampIdRequired, serviceLevel };
