// A tiny stand-in for the three calls the portal makes while logging in, for the live build (which has no simulator).
// Any non-blank username and password log in to a Singapore point. Shapes follow src/kernel/types.ts and the
// simulator in src/sim (success bodies are wrapped in `data`; errors are {error: {code, title, message}}).
import { randomBytes } from 'node:crypto';

const COUNTRY = 'sg';
const TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** The logged-in point (GET 1.0/dps/logged-in), as the sg servers answer it. */
export const FAKE_DP = Object.freeze({
  id: 10101,
  dpmsId: 510101,
  name: 'Kim Lian Provision Shop',
  shortName: 'Kim Lian Toa Payoh',
  partnerId: 2101,
  partnerName: 'Kim Lian Trading',
  partnerType: 'OWNED',
  country: 'SG',
  systemId: COUNTRY,
  address1: '190 Lorong 6 Toa Payoh',
  address2: '#01-510',
  city: 'Singapore',
  postalCode: '310190',
  contact: '+65 6253 4187',
  latitude: 1.3343,
  longitude: 103.8563,
  shipperId: 7010101,
  legacyShipperId: 110101,
  globalShipperId: 9010101,
  hubId: 11,
  type: 'SHOP',
  dpServiceType: 'RETAIL_POINT_NETWORK',
  serviceType: 'PUDO',
  driverCollectionMode: 'CONFIRMATION_CODE',
  maxParcelStayDuration: 2,
  supportedReceiptSizes: ['A4', 'A6'],
  acceptedParcelSizes: ['S', 'M', 'L', 'XL'],
  actualMaxCapacity: 120,
  computedMaxCapacity: 100,
  cutoffHour: 18,
  externalStoreId: 'EXT-SG-10101',
  isActive: true,
  isPublic: true,
  openingHours: Object.fromEntries(
    WEEKDAYS.map((d) => [d, [{ startTime: '08:00:00', endTime: d === 'sunday' ? '18:00:00' : '21:00:00' }]]),
  ),
  // Permission settings (spec §6): an ordinary point with every standard permission.
  allowCreatePost: true,
  allowCreatePack: true,
  allowCustomerReturn: true,
  allowShipperSend: true,
  allowPrintAwb: true,
  canCustomerCollect: true,
  canShipperLodgeIn: true,
  allowCodService: true,
  allowViewInsights: true,
  allowViewOrderEventsHistory: true,
  allowBulkProcessParcel: true,
  allowPostOrderEnhancements: true,
  allowManualPackOc: true,
  isNewDriverHandoverEnabled: false,
  isShipperDropOffRevampEnabled: false,
  settings: { isNewAkiraDesignsEnabled: false },
});

function json(route, status, body) {
  return route.fulfill({ status, contentType: 'application/json; charset=utf-8', body: JSON.stringify(body) });
}

function error(route, status, code, title, message) {
  return json(route, status, { error: { code, title, message } });
}

/**
 * Returns { handler, calls, unexpected }: pass `handler` to page.route('**\/api/**', handler). `calls` lists every
 * API call answered; `unexpected` the ones this fake does not know (answered 404 like the simulator does).
 */
export function createFakeApi() {
  const tokens = new Map();
  const calls = [];
  const unexpected = [];

  function bearer(request) {
    const m = /^Bearer\s+(\S+)$/i.exec((request.headers()['authorization'] ?? '').trim());
    const t = m && tokens.get(m[1]);
    return t && t.expiresAt > Date.now() ? t : null;
  }

  async function handler(route) {
    const request = route.request();
    const url = new URL(request.url());
    const method = request.method();
    const path = url.pathname.replace(/\/+$/, '');
    calls.push(`${method} ${path}${url.search}`);

    if (method === 'POST' && path === '/api/global/1.0/login') {
      let body;
      try {
        body = request.postDataJSON();
      } catch {
        body = null;
      }
      const username = typeof body?.username === 'string' ? body.username.trim() : '';
      const password = typeof body?.password === 'string' ? body.password : '';
      if (!username || !password) return error(route, 400, 'BAD_REQUEST', 'BAD_REQUEST', 'Username and password are required.');
      const token = randomBytes(24).toString('base64url');
      const expiresAt = Date.now() + TOKEN_LIFETIME_MS;
      tokens.set(token, { username, expiresAt });
      return json(route, 200, {
        data: {
          accessToken: token,
          active: true,
          admin: false,
          dpId: FAKE_DP.id,
          dpName: FAKE_DP.name,
          dpPartnerId: FAKE_DP.partnerId,
          dpUserId: 8101,
          expirationDate: new Date(expiresAt).toISOString(),
          systemId: COUNTRY,
          isUserNotEnrolledIn2FaAndGracePeriodOver: false,
        },
      });
    }

    if (method === 'GET' && path === `/api/${COUNTRY}/1.0/dps/logged-in`) {
      if (!bearer(request)) return error(route, 401, 2001, 'ACCESS_TOKEN_ERR', 'Access token is invalid');
      const systemId = url.searchParams.get('system_id');
      if (systemId !== null && systemId.trim().toLowerCase() !== COUNTRY) {
        return error(route, 400, 'BAD_REQUEST', 'BAD_REQUEST', `system_id ${systemId} does not match this service.`);
      }
      return json(route, 200, { data: structuredClone(FAKE_DP) });
    }

    if (method === 'GET' && path === '/api/global/1.0/feature-flags') {
      if (!bearer(request)) return error(route, 401, 2001, 'ACCESS_TOKEN_ERR', 'Access token is invalid');
      if (url.searchParams.get('country')?.toLowerCase() !== COUNTRY) {
        return error(route, 400, 'BAD_REQUEST', 'BAD_REQUEST', 'country must be one of the served country codes.');
      }
      return json(route, 200, { data: {} });
    }

    unexpected.push(`${method} ${path}${url.search}`);
    return error(route, 404, 'NOT_FOUND', 'NOT_FOUND', `The benchmark's fake API has no ${method} ${path}.`);
  }

  return { handler, calls, unexpected };
}
