// The build's shrinking of Ajv's standalone code for the contract's checks (build/): what goes, and what must stay.
import { describe, expect, it } from 'vitest';
import { inlineSchemaRefs } from '../../../build/inlineSchemaRefs';
import { trimValidatorArgs } from '../../../build/trimValidatorArgs';

describe('trimValidatorArgs', () => {
  it('drops the parent and root arguments no check reads', () => {
    const code = 'function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){return validate3(data.a, {instancePath:instancePath+"/a",parentData:data,parentDataProperty:"a",rootData});}';
    expect(trimValidatorArgs(code)).toBe('function validate2(data, {instancePath=""}={}){return validate3(data.a, {instancePath:instancePath+"/a"});}');
  });

  it('leaves code that reads one of them as it was', () => {
    const code = 'function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){return rootData === data;}';
    expect(trimValidatorArgs(code)).toBe(code);
  });
});

describe('inlineSchemaRefs', () => {
  it('reads a schema property as a literal and drops the schema no longer read', () => {
    const code = 'const schema3 = {"type":"object","properties":{"a":{"type":["string","null"]}}};function v(){return {type:schema3.properties.a.type};}';
    expect(inlineSchemaRefs(code)).toBe('function v(){return {type:["string","null"]};}');
  });

  it('keeps a schema still read whole', () => {
    const code = 'const schema4 = {"enum":["A","B"]};function v(){return [schema4.enum, schema4];}';
    expect(inlineSchemaRefs(code)).toBe('const schema4 = {"enum":["A","B"]};function v(){return [["A","B"], schema4];}');
  });
});
