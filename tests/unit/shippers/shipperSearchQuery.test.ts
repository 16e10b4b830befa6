// The shipper search field: what the text is taken as (number or external id) and the number the server is asked
// for, by the prefix rules of part 1 §5.
import { describe, expect, it } from 'vitest';
import { classifyQuery, cleanInput, contactNumberOf, modeOf } from '../../../src/plugins/shippers/search/model/query';

describe('modeOf: the input decides by its shape', () => {
  it.each(['91234501', '+65 9123 4501', '0065-9123-4501', '(+65) 9123.4501', '０９１２３４５０１', ''])('%j is a contact number', (raw) => {
    expect(modeOf(raw)).toBe('phone');
  });
  it.each(['LCG-SG-1001', 'lcg-sg-1001', 'KNJ-ID-1001', 'abc', 'ร้าน123'])('%j is an external id', (raw) => {
    expect(modeOf(raw)).toBe('externalId');
  });
});

describe('contactNumberOf (sg, +65)', () => {
  it.each([
    ['91234501', '+6591234501'],
    ['091234501', '+6591234501'],
    ['0 0 91234501', '+6591234501'],
    ['+6591234501', '+6591234501'],
    ['+65 9123 4501', '+6591234501'],
    ['6591234501', '+656591234501'],
    ['006591234501', '+6591234501'],
    ['0065 0 9123 4501', '+6591234501'],
    ['9123-4501', '+6591234501'],
    ['(9123) 4501', '+6591234501'],
    ['９１２３４５０１', '+6591234501'],
    ['＋６５９１２３４５０１', '+6591234501'],
    ['  91234501\t', '+6591234501'],
  ])('%j → %s', (raw, wanted) => {
    expect(contactNumberOf(raw, '+65')).toEqual({ contactNo: wanted });
  });

  it('keeps a number with another country’s plus as it is (the prefix is only added when absent)', () => {
    expect(contactNumberOf('+60 12-234 5601', '+65')).toEqual({ contactNo: '+60122345601' });
  });

  it('uses the country’s own prefix: ma +212, ph +63', () => {
    expect(contactNumberOf('0661234501', '+212')).toEqual({ contactNo: '+212661234501' });
    expect(contactNumberOf('00212 661234501', '+212')).toEqual({ contactNo: '+212661234501' });
    expect(contactNumberOf('09181234501', '+63')).toEqual({ contactNo: '+639181234501' });
  });

  it('an empty field is blank; nothing left once zeros and the prefix go, letters, or too long is not a number', () => {
    expect(contactNumberOf('   ', '+65')).toEqual({ messageId: 'this_field_cannot_be_left_blank' });
    for (const raw of ['0', '000', '+65', '+65 0', '9123a4501', '+', '+0123', '9'.repeat(31), '91#234']) {
      expect(contactNumberOf(raw, '+65'), raw).toEqual({ messageId: 'enter_valid_phone_number' });
    }
  });
});

describe('classifyQuery', () => {
  it('sends a number in phone mode and an id in external id mode', () => {
    expect(classifyQuery('091234501', 'phone', '+65')).toEqual({ kind: 'phone', contactNo: '+6591234501' });
    expect(classifyQuery('  LCG-SG-1001 ', 'externalId', '+65')).toEqual({ kind: 'externalId', externalId: 'LCG-SG-1001' });
  });

  it('an all-digit external id is searched as an id when the operator says so', () => {
    expect(classifyQuery('0042', 'externalId', '+65')).toEqual({ kind: 'externalId', externalId: '0042' });
  });

  it('letters in phone mode are an invalid number, not an external id', () => {
    expect(classifyQuery('LCG-SG-1001', 'phone', '+65')).toEqual({ kind: 'problem', mode: 'phone', messageId: 'enter_valid_phone_number' });
  });

  it('blank and over-long external ids are problems on the field', () => {
    expect(classifyQuery(' ', 'externalId', '+65')).toEqual({ kind: 'problem', mode: 'externalId', messageId: 'this_field_cannot_be_left_blank' });
    expect(classifyQuery('A'.repeat(256), 'externalId', '+65')).toMatchObject({ kind: 'problem', messageId: 'shipper_search.external_id_too_long' });
    expect(classifyQuery('A'.repeat(255), 'externalId', '+65')).toMatchObject({ kind: 'externalId' });
    // Characters counted as the spec's schemas count them: 255 characters outside the BMP are 255, not 510.
    expect(classifyQuery('名'.repeat(200) + '📦'.repeat(55), 'externalId', '+65')).toMatchObject({ kind: 'externalId' });
  });

  it('cleanInput turns full-width text into ASCII and trims it', () => {
    expect(cleanInput(' ＬＣＧ－ＳＧ－１００１ ')).toBe('LCG-SG-1001');
  });
});
