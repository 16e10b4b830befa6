// The one place that checks an answer against api/openapi.yaml, with the build's precompiled validators.
import { describe, expect, it } from 'vitest';
import { checkAnswer, describeBreak, operationOf, simulatedCall } from '../../../src/kernel/api/contract';

const point = { id: 7, name: 'Counter 7', country: 'SG', systemId: 'sg' };

describe('checkAnswer', () => {
  it('finds the operation by method, base URL and the path template', async () => {
    expect((await operationOf('get', 'country', '1.0/dps/logged-in'))?.[3]).toBe('getLoggedInPoint');
    expect((await operationOf('GET', 'country', '/1.0/dps/42/tiers?start_month=2026-01'))?.[3]).toBe('listTierMonths');
    expect((await operationOf('GET', 'country', '2.0/shippers/external-ids/X1'))?.[3]).toBe('getShipperByExternalId');
    expect(await operationOf('POST', 'country', '1.0/login')).toBeUndefined();
    expect(await checkAnswer('GET', 'country', '9.9/nothing', 200, {})).toBeNull();
  });

  it('passes an answer that keeps the contract', async () => {
    expect(await checkAnswer('GET', 'country', '1.0/dps/logged-in', 200, { data: point })).toEqual({ operationId: 'getLoggedInPoint', problems: [] });
  });

  it('names the JSON path of a missing field and of a wrong type', async () => {
    const { name: _dropped, ...noName } = point;
    expect(await checkAnswer('GET', 'country', '1.0/dps/logged-in', 200, { data: noName })).toEqual({
      operationId: 'getLoggedInPoint', problems: [{ path: '$.data.name', message: 'required, missing' }],
    });
    const verdict = await checkAnswer('GET', 'country', '1.0/dps/logged-in', 200, { data: { ...point, id: 'seven' } });
    expect(verdict?.problems).toEqual([{ path: '$.data.id', message: 'must be integer' }]);
    expect(describeBreak('GET', '1.0/dps/logged-in?x=1', 200, verdict!)).toBe('API contract broken: getLoggedInPoint (GET 1.0/dps/logged-in 200): $.data.id must be integer');
  });

  it('names a nullable field’s types and an enum’s values', async () => {
    const row = {
      order_id: 1, tracking_id: 'NVSG1', stamp_id: null, order_type: 'SEND', status: 'completed', group: 'completed', shipper_name: 'S',
      to_name: 'T', to_contact: '+6590000000', delivery_type: 'STANDARD', cod_amount: null, created_at: '2026-11-28T00:00:00Z',
      dropped_off_at: null, in_store: false, expired: false,
    };
    const listing = (parcel: object) => ({ data: { parcels: [parcel], page: 1, page_size: 50, total_pages: 1, statistics: {} } });
    expect((await checkAnswer('GET', 'country', '1.2/reservations/parcel', 200, listing({ ...row, stamp_id: 5 })))?.problems)
      .toEqual([{ path: '$.data.parcels[0].stamp_id', message: 'must be string or null' }]);
    expect((await checkAnswer('GET', 'country', '1.2/reservations/parcel', 200, listing({ ...row, order_type: 'GIFT' })))?.problems)
      .toEqual([{ path: '$.data.parcels[0].order_type', message: 'must be one of ["SEND","POST","PACK","RETURN"]' }]);
  });

  it('checks each of the calls whose checks share one file (x-portal-chunk) by its own schema', async () => {
    for (const [path, operationId] of [['2.0/dps/7/volumes-by-type', 'listMonthVolumes'], ['1.0/dps/7/volumes-by-type', 'listTypeVolumes'], ['1.0/dps/7/tiers', 'listTierMonths'], ['1.0/orders/9/events', 'listOrderEvents']] as const) {
      expect(await checkAnswer('GET', 'country', path, 200, { data: [] })).toEqual({ operationId, problems: [] });
      expect(await checkAnswer('GET', 'country', path, 200, { data: [{}] })).toMatchObject({ operationId, problems: [{ message: 'required, missing' }] });
    }
  });

  it('checks the { data } envelope and the error shape', async () => {
    expect((await checkAnswer('GET', 'country', '1.0/dps/logged-in', 200, point))?.problems).toEqual([{ path: '$.data', message: 'required, missing' }]);
    expect((await checkAnswer('GET', 'country', '1.0/dps/logged-in', 401, { error: { code: 2001, message: 'Access token is invalid' } }))?.problems).toEqual([]);
    expect((await checkAnswer('GET', 'country', '1.0/dps/logged-in', 401, { error: { code: 2001 } }))?.problems).toEqual([{ path: '$.error.message', message: 'required, missing' }]);
    expect((await checkAnswer('GET', 'country', '1.0/dps/logged-in', 299, { data: point }))?.problems).toEqual([{ path: '$', message: 'status 299 is not an answer of the document' }]);
    // A failure status the document does not list still has the error shape.
    expect((await checkAnswer('GET', 'country', '1.0/dps/logged-in', 502, { error: { message: 'Bad gateway' } }))?.problems).toEqual([]);
    expect((await checkAnswer('GET', 'country', '1.0/dps/logged-in', 502, '<html>'))?.problems).toEqual([{ path: '$', message: 'must be object' }]);
  });

  it('does not read an answer the document gives as a file (CSV)', async () => {
    expect(await checkAnswer('GET', 'country', '1.0/report/dp-parcels/volumes', 200, 'tracking_id,status\n')).toEqual({ operationId: 'getParcelReport', problems: [] });
  });

  it('reads the simulator URLs as base and path', () => {
    expect(simulatedCall('http://localhost/api/global/1.0/login')).toEqual({ base: 'global', path: '1.0/login' });
    expect(simulatedCall('/api/sg/1.0/dps/7/tiers?x=1')).toEqual({ base: 'country', path: '1.0/dps/7/tiers' });
    expect(simulatedCall('/sim-files/receipt.pdf')).toBeNull();
  });
});
