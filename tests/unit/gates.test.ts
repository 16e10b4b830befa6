import { describe, expect, it } from 'vitest';
import { allows } from '../../src/kernel/gates';
import { gateContext, routeAccepted } from '../../src/kernel/routing/access';
import { findAccount } from '../../src/sim/accounts';
import { ctx, dp, dpCtx, raw, route, ROUTES } from '../harness/gateCases';
import type { Gate } from '../../src/kernel/types';

describe('allows: absent gate', () => {
  it('an entry without a gate is always available', () => {
    expect(allows(undefined, ctx())).toBe(true);
  });
});

describe('allows: setting', () => {
  it('is true only when the setting is exactly true', () => {
    const gate: Gate = { setting: 'canCustomerCollect' };
    expect(allows(gate, ctx({ settings: { canCustomerCollect: true } }))).toBe(true);
    expect(allows(gate, ctx({ settings: { canCustomerCollect: false } }))).toBe(false);
    expect(allows(gate, ctx({ settings: {} }))).toBe(false);
  });

  it('does not treat truthy non-boolean values as on', () => {
    const gate: Gate = { setting: 'canCustomerCollect' };
    for (const value of ['true', 1, 'yes', {}, []]) {
      expect(allows(gate, ctx({ settings: { canCustomerCollect: value } }))).toBe(false);
    }
  });

  it('does not read inherited object members as settings', () => {
    expect(allows({ setting: 'toString' }, ctx())).toBe(false);
    expect(allows({ setting: 'constructor' }, ctx())).toBe(false);
  });
});

describe('allows: all / any / not', () => {
  const on = { a: true, b: true, c: false };
  const c = ctx({ settings: on });

  it('all: every member must pass', () => {
    expect(allows({ all: [{ setting: 'a' }, { setting: 'b' }] }, c)).toBe(true);
    expect(allows({ all: [{ setting: 'a' }, { setting: 'c' }] }, c)).toBe(false);
  });

  it('any: one passing member is enough, none is false', () => {
    expect(allows({ any: [{ setting: 'c' }, { setting: 'b' }] }, c)).toBe(true);
    expect(allows({ any: [{ setting: 'c' }, { setting: 'missing' }] }, c)).toBe(false);
  });

  it('any with no members is false', () => {
    expect(allows({ any: [] }, c)).toBe(false);
  });

  it('not: negates a well-formed gate', () => {
    expect(allows({ not: { setting: 'c' } }, c)).toBe(true);
    expect(allows({ not: { setting: 'a' } }, c)).toBe(false);
  });

  it('nested gates combine as written', () => {
    const gate: Gate = {
      all: [
        { any: [{ setting: 'c' }, { not: { country: ['th'] } }] },
        { not: { all: [{ setting: 'a' }, { setting: 'c' }] } },
      ],
    };
    expect(allows(gate, ctx({ settings: on, country: 'sg' }))).toBe(true);
    expect(allows(gate, ctx({ settings: on, country: 'th' }))).toBe(false);
    expect(allows(gate, ctx({ settings: { ...on, c: true }, country: 'th' }))).toBe(false);
  });
});

describe('allows: flag', () => {
  it('without includes: true only when the flag is exactly true', () => {
    const gate: Gate = { flag: 'ENABLE_QUICK_ADDRESS' };
    expect(allows(gate, ctx({ flags: { ENABLE_QUICK_ADDRESS: true } }))).toBe(true);
    expect(allows(gate, ctx({ flags: { ENABLE_QUICK_ADDRESS: false } }))).toBe(false);
    expect(allows(gate, ctx({ flags: { ENABLE_QUICK_ADDRESS: 'true' } }))).toBe(false);
    expect(allows(gate, ctx({ flags: { ENABLE_QUICK_ADDRESS: ['x'] } }))).toBe(false);
    expect(allows(gate, ctx({ flags: {} }))).toBe(false);
  });

  it('with includes on a list value: exact member match', () => {
    const gate: Gate = { flag: 'STAMP_ID_MANDATORY_SOURCES', includes: 'POST' };
    expect(allows(gate, ctx({ flags: { STAMP_ID_MANDATORY_SOURCES: ['PACK', 'POST'] } }))).toBe(true);
    expect(allows(gate, ctx({ flags: { STAMP_ID_MANDATORY_SOURCES: ['PACK', 'BULK_POST'] } }))).toBe(false);
    expect(allows(gate, ctx({ flags: { STAMP_ID_MANDATORY_SOURCES: [] } }))).toBe(false);
  });

  it('with includes on a comma separated text: trimmed items, no substring match', () => {
    const gate: Gate = { flag: 'SYSTEM_ID_ALLOW_LIST', includes: 'sg' };
    expect(allows(gate, ctx({ flags: { SYSTEM_ID_ALLOW_LIST: 'th, sg ,id' } }))).toBe(true);
    expect(allows(gate, ctx({ flags: { SYSTEM_ID_ALLOW_LIST: 'sg' } }))).toBe(true);
    expect(allows(gate, ctx({ flags: { SYSTEM_ID_ALLOW_LIST: 'sgx,th' } }))).toBe(false);
    expect(allows(gate, ctx({ flags: { SYSTEM_ID_ALLOW_LIST: '' } }))).toBe(false);
  });

  it('with includes on a boolean or missing flag: false', () => {
    const gate: Gate = { flag: 'X', includes: 'true' };
    expect(allows(gate, ctx({ flags: { X: true } }))).toBe(false);
    expect(allows(gate, ctx({ flags: {} }))).toBe(false);
  });

  it('with an includes that is not text: false even when the list holds that value', () => {
    expect(allows(raw({ flag: 'X', includes: 5 }), ctx({ flags: { X: ['5'] } }))).toBe(false);
  });
});

describe('allows: country', () => {
  it('is true for a listed country only', () => {
    const gate: Gate = { country: ['th', 'id'] };
    expect(allows(gate, ctx({ country: 'th' }))).toBe(true);
    expect(allows(gate, ctx({ country: 'id' }))).toBe(true);
    expect(allows(gate, ctx({ country: 'sg' }))).toBe(false);
    expect(allows(gate, ctx({ country: '' }))).toBe(false);
  });

  it('a single code instead of a list is malformed: false', () => {
    expect(allows(raw({ country: 'th' }), ctx({ country: 'th' }))).toBe(false);
  });
});

describe('allows: dp / in', () => {
  it("compares the point's field with the listed values", () => {
    const gate: Gate = { dp: 'partnerType', in: ['FRANCHISEE', 'AGENT'] };
    expect(allows(gate, ctx({ dp: { partnerType: 'FRANCHISEE' } }))).toBe(true);
    expect(allows(gate, ctx({ dp: { partnerType: 'OWNED' } }))).toBe(false);
    expect(allows(gate, ctx({ dp: {} }))).toBe(false);
  });

  it('works with numbers and booleans', () => {
    expect(allows({ dp: 'hubId', in: [11, 12] }, ctx({ dp: { hubId: 12 } }))).toBe(true);
    expect(allows({ dp: 'hubId', in: [11, 12] }, ctx({ dp: { hubId: '12' } }))).toBe(false);
    expect(allows({ dp: 'isHyperlocal', in: [true] }, ctx({ dp: { isHyperlocal: true } }))).toBe(true);
  });

  it('dp without in, or in that is not a list: false', () => {
    expect(allows(raw({ dp: 'partnerType' }), ctx({ dp: { partnerType: 'FRANCHISEE' } }))).toBe(false);
    expect(allows(raw({ dp: 'partnerType', in: 'FRANCHISEE' }), ctx({ dp: { partnerType: 'FRANCHISEE' } }))).toBe(false);
    expect(allows(raw({ in: ['FRANCHISEE'] }), ctx({ dp: { partnerType: 'FRANCHISEE' } }))).toBe(false);
  });
});

describe('allows: always', () => {
  it('is its own value', () => {
    expect(allows({ always: true }, ctx())).toBe(true);
    expect(allows({ always: false }, ctx())).toBe(false);
  });

  it('a non-boolean value is malformed: false', () => {
    expect(allows(raw({ always: 'true' }), ctx())).toBe(false);
    expect(allows(raw({ always: 1 }), ctx())).toBe(false);
  });
});

describe('allows: fails closed', () => {
  const everythingOn = ctx({ settings: { a: true }, flags: { F: true }, country: 'sg', dp: { partnerType: 'OWNED' } });

  it('an unknown operator is false', () => {
    expect(allows(raw({ settting: 'a' }), everythingOn)).toBe(false);
    expect(allows(raw({ $all: [{ setting: 'a' }] }), everythingOn)).toBe(false);
    expect(allows(raw({}), everythingOn)).toBe(false);
  });

  it('an operator with an extra key is false, even when the known part would pass', () => {
    expect(allows(raw({ setting: 'a', extra: true }), everythingOn)).toBe(false);
    expect(allows(raw({ always: true, note: 'x' }), everythingOn)).toBe(false);
    expect(allows(raw({ all: [{ setting: 'a' }], any: [{ setting: 'a' }] }), everythingOn)).toBe(false);
    expect(allows(raw({ flag: 'F', setting: 'a' }), everythingOn)).toBe(false);
    expect(allows(raw({ flag: 'F', includes: 'x', extra: 1 }), everythingOn)).toBe(false);
    expect(allows(raw({ dp: 'partnerType', in: ['OWNED'], extra: 1 }), everythingOn)).toBe(false);
  });

  it('an empty all is false, not vacuously true', () => {
    expect(allows({ all: [] }, everythingOn)).toBe(false);
  });

  it('not of a malformed gate is false, not true', () => {
    expect(allows(raw({ not: { settting: 'a' } }), everythingOn)).toBe(false);
    expect(allows(raw({ not: { setting: 'a', extra: 1 } }), everythingOn)).toBe(false);
    expect(allows(raw({ not: { all: [] } }), everythingOn)).toBe(false);
    expect(allows(raw({ not: { any: [] } }), everythingOn)).toBe(false);
    expect(allows(raw({ not: { always: 'no' } }), everythingOn)).toBe(false);
    expect(allows(raw({ not: { flag: 'F', includes: 5 } }), everythingOn)).toBe(false);
    expect(allows(raw({ not: null }), everythingOn)).toBe(false);
    expect(allows(raw({ not: 'a' }), everythingOn)).toBe(false);
    expect(allows(raw({ not: [] }), everythingOn)).toBe(false);
  });

  it('not of a gate with a malformed part deep inside is false', () => {
    expect(allows(raw({ not: { all: [{ setting: 'zzz' }, { bogus: 1 }] } }), everythingOn)).toBe(false);
    expect(allows(raw({ not: { not: { bogus: 1 } } }), everythingOn)).toBe(false);
    expect(allows(raw({ not: { any: [{ setting: 'zzz' }, { country: 'sg' }] } }), everythingOn)).toBe(false);
  });

  it('a malformed member makes its own branch false inside all and any', () => {
    expect(allows(raw({ all: [{ setting: 'a' }, { bogus: 1 }] }), everythingOn)).toBe(false);
    expect(allows(raw({ any: [{ bogus: 1 }, { setting: 'zzz' }] }), everythingOn)).toBe(false);
  });

  it('values that are not objects are false', () => {
    for (const value of [null, 'setting', 42, true, [], [{ setting: 'a' }]]) {
      expect(allows(raw(value), everythingOn)).toBe(false);
    }
  });

  it('operators with values of the wrong type are false', () => {
    expect(allows(raw({ all: { setting: 'a' } }), everythingOn)).toBe(false);
    expect(allows(raw({ any: 'a' }), everythingOn)).toBe(false);
    expect(allows(raw({ setting: true }), everythingOn)).toBe(false);
    expect(allows(raw({ flag: true }), everythingOn)).toBe(false);
  });
});

describe('the real gates of config/menus/routes.json', () => {
  const toDriver = route('toDriver');
  const fromDriver = route('fromDriver');
  const newOrder = route('newOrder');

  it('toDriver is accepted with only canShipperLodgeIn', () => {
    expect(routeAccepted(toDriver, dpCtx(dp('sg', { canShipperLodgeIn: true }), 'sg'))).toBe(true);
  });

  it('toDriver is accepted by any one of the six settings of the spec', () => {
    for (const s of ['canCustomerCollect', 'canShipperLodgeIn', 'allowShipperSend', 'allowCreatePost', 'allowCreatePack', 'allowCustomerReturn']) {
      expect(routeAccepted(toDriver, dpCtx(dp('sg', { [s]: true }), 'sg')), s).toBe(true);
    }
  });

  it('toDriver is rejected without any of them', () => {
    expect(routeAccepted(toDriver, dpCtx(dp('sg', { allowViewInsights: true, allowPrintAwb: true }), 'sg'))).toBe(false);
  });

  it('toDriver is rejected when the new driver handover is enabled', () => {
    expect(routeAccepted(toDriver, dpCtx(dp('sg', { canShipperLodgeIn: true, isNewDriverHandoverEnabled: true }), 'sg'))).toBe(false);
  });

  it('fromDriver needs canCustomerCollect and is rejected with the new driver handover', () => {
    expect(routeAccepted(fromDriver, dpCtx(dp('my', { canCustomerCollect: true }), 'my'))).toBe(true);
    expect(routeAccepted(fromDriver, dpCtx(dp('my', { canShipperLodgeIn: true, allowShipperSend: true }), 'my'))).toBe(false);
    expect(routeAccepted(fromDriver, dpCtx(dp('my', { canCustomerCollect: true, isNewDriverHandoverEnabled: true }), 'my'))).toBe(false);
  });

  it('driverHandover is the other side: only with the new driver handover', () => {
    const handover = route('driverHandover');
    expect(routeAccepted(handover, dpCtx(dp('my', { isNewDriverHandoverEnabled: true }), 'my'))).toBe(true);
    expect(routeAccepted(handover, dpCtx(dp('my', { canCustomerCollect: true }), 'my'))).toBe(false);
  });

  it('newOrder (post) in Thailand: a franchisee point only', () => {
    const owned = dp('th', { partnerType: 'OWNED', allowCreatePost: true });
    const franchisee = dp('th', { partnerType: 'FRANCHISEE', allowCreatePost: true });
    expect(routeAccepted(newOrder, dpCtx(owned, 'th'))).toBe(false);
    expect(routeAccepted(newOrder, dpCtx(franchisee, 'th'))).toBe(true);
  });

  it('newOrder in Singapore: any point allowed to create posts', () => {
    expect(routeAccepted(newOrder, dpCtx(dp('sg', { partnerType: 'OWNED', allowCreatePost: true }), 'sg'))).toBe(true);
    expect(routeAccepted(newOrder, dpCtx(dp('sg', { partnerType: 'OWNED' }), 'sg'))).toBe(false);
  });

  it('newOrder still opens for packs at a Thai owned point', () => {
    expect(routeAccepted(newOrder, dpCtx(dp('th', { partnerType: 'OWNED', allowCreatePack: true }), 'th'))).toBe(true);
  });

  it('the demo points give the expected answers through gateContext', () => {
    const thOwned = findAccount('th-demo');
    const myHandover = findAccount('my-handover-demo');
    const myDemo = findAccount('my-demo');
    if (!thOwned || !myHandover || !myDemo) throw new Error('demo accounts missing');
    expect(routeAccepted(toDriver, dpCtx(myDemo.dp, 'my'))).toBe(true);
    expect(routeAccepted(toDriver, dpCtx(myHandover.dp, 'my'))).toBe(false);
    expect(routeAccepted(fromDriver, dpCtx(myHandover.dp, 'my'))).toBe(false);
  });

  it('every gate in the route table evaluates without throwing for a logged-out context', () => {
    const loggedOut = gateContext(null, null, {});
    for (const r of ROUTES) {
      expect(() => routeAccepted(r, loggedOut)).not.toThrow();
      if (r.if) expect(routeAccepted(r, loggedOut), r.id).toBe(false);
    }
  });
});
