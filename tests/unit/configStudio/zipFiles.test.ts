import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipFiles } from '../../../src/plugins/configStudio/model/zipFiles';

describe('zipFiles', () => {
  it('unzips to the same paths and texts, non-ASCII included', () => {
    const files = { 'countries/kh.json': '{ "names": { "en": "Cambodia", "th": "กัมพูชา" } }\n', 'portal.json': '{}\n' };
    const unpacked = unzipSync(zipFiles(files));
    expect(Object.keys(unpacked).sort()).toEqual(['countries/kh.json', 'portal.json']);
    expect(Object.fromEntries(Object.entries(unpacked).map(([p, bytes]) => [p, strFromU8(bytes)]))).toEqual(files);
  });

  it('zips a file whatever its content (a broken file is downloadable)', () => {
    const unpacked = unzipSync(zipFiles({ 'gates.json': '{ "gates": ' }));
    expect(strFromU8(unpacked['gates.json'] ?? new Uint8Array())).toBe('{ "gates": ');
  });

  it('the same files give the same bytes', () => {
    expect(zipFiles({ 'a.json': '1' })).toEqual(zipFiles({ 'a.json': '1' }));
  });

  it('refuses a path that would unpack outside config/', () => {
    expect(() => zipFiles({ '../package.json': '{}' })).toThrow(RangeError);
    expect(() => zipFiles({ '/etc/x.json': '{}' })).toThrow(RangeError);
  });
});
