// @vitest-environment node
// The templates are made from the columns the reader uses: each one read back is its own type, and its example
// row passes the checks of the country it is made for.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CountryConfig, FormSpec } from '../../../src/kernel/types';
import { parcelRules } from '../../../src/plugins/orders/services/parcelRules';
import { decideFileType } from '../../../src/plugins/bulk/model/fileType';
import { readPostRows } from '../../../src/plugins/bulk/model/postFile';
import { rowProblems } from '../../../src/plugins/bulk/model/rowRules';
import { templateFileName, templateRows, templatesFor } from '../../../src/plugins/bulk/model/templates';

const json = (path: string) => JSON.parse(readFileSync(new URL(`../../../config/${path}`, import.meta.url), 'utf8')) as Record<string, unknown>;

describe('templates', () => {
  it('offers lodge-in with lodge-in, the post templates with bulk post, the address levels where the gate passes', () => {
    expect(templatesFor({ send: true, bulkPost: false, addressLevels: true })).toEqual(['lodgeIn']);
    expect(templatesFor({ send: true, bulkPost: true, addressLevels: false })).toEqual(['lodgeIn', 'post', 'postExternal']);
    expect(templatesFor({ send: false, bulkPost: true, addressLevels: true })).toEqual(['post', 'postExternal', 'province']);
  });

  it('reads each template back as its own type', () => {
    expect(decideFileType(templateRows('lodgeIn', 'sg'))).toEqual({ type: 'send', trackingIds: ['NVSGB0000001', 'NVSGB0000002', 'NVSGB0000003'] });
    for (const kind of ['post', 'postExternal', 'province'] as const) {
      const d = decideFileType(templateRows(kind, 'th'));
      expect(d.type === 'post' && d.layout.variant).toBe(kind);
    }
    expect(templateFileName('postExternal', 'xlsx')).toBe('bulk_post_external_shipper_id_template.xlsx');
  });

  it('has an example row that passes Thailand’s checks', () => {
    const d = decideFileType(templateRows('province', 'th'));
    if (d.type !== 'post') throw new Error(d.type);
    const read = readPostRows(d.layout, d.header, d.rows);
    if (!read.ok) throw new Error(read.messageId);
    const ctx = {
      layout: d.layout, country: json('countries/th.json') as unknown as CountryConfig, recipientForm: json('forms/th.json').recipient as FormSpec,
      rules: parcelRules, flags: {}, codAllowed: true,
    };
    expect(rowProblems(read.rows, ctx)).toEqual({});
  });
});
