import type { CountryCode, DpInfo, DpSettings, FlagSet, LoginInfo } from '@kernel';

/** Facts about the point that gates read with `{ "dp": …, "in": […] }` (spec: the point's info fields). */
export interface WhatIfPoint {
  partnerType?: string;
  type?: string;
  dpServiceType?: string;
  serviceType?: string;
  driverCollectionMode?: string;
}

/** The operator a preview imagines: a country, the point's permissions and facts, flags and the design. */
export interface WhatIf {
  country: CountryCode;
  /** The point's permission flags (spec part 2 §6), COD (allowCodService) included; absent means off. */
  settings: DpSettings;
  point?: WhatIfPoint;
  /** The flag service's values, over the config's defaults and the country's flags. */
  flags?: FlagSet;
  design: 'legacy' | 'newDesign';
}

/** What the portal's view reads from a session, as a plain value. */
export interface PreviewSession {
  loginInfo: LoginInfo;
  dpInfo: DpInfo;
  remoteFlags: FlagSet;
}

// A token that never expires: the preview decides nothing by time.
const NEVER = '9999-12-31T23:59:59Z';

/**
 * The session a logged-in operator of `whatIf` would have, as a plain value: the portal's view derives the menu
 * from it exactly as from the live session, which the preview never reads nor writes.
 */
export function previewSession(whatIf: WhatIf): PreviewSession {
  const systemId = whatIf.country.toUpperCase();
  const dpInfo: DpInfo = {
    ...whatIf.point,
    ...whatIf.settings,
    id: 1,
    name: 'preview',
    country: systemId,
    systemId,
    shipperId: 1,
    settings: { isNewAkiraDesignsEnabled: whatIf.design === 'newDesign' },
  };
  const loginInfo: LoginInfo = { accessToken: 'preview', dpId: 1, expirationDate: NEVER, systemId };
  return { loginInfo, dpInfo, remoteFlags: { ...whatIf.flags } };
}
