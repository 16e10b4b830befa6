// The build swaps markdown-to-jsx and fast-uri out of rjsf (vite.config.ts, build/shims). That is safe only while
// the forms config can neither turn markdown on nor use $id/$ref: this test fails the day the schema allows either.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Schema = { additionalProperties?: unknown; properties?: Record<string, unknown> };
const forms = JSON.parse(readFileSync('config/schemas/forms.schema.json', 'utf8')) as { definitions: Record<string, Schema & { properties: Record<string, Schema> }> };

describe('what the rjsf shims rely on', () => {
  it('ui:options is closed and has no markdown switch', () => {
    const options = forms.definitions.fieldUi!.properties['ui:options']!;
    expect(options.additionalProperties).toBe(false);
    expect(Object.keys(options.properties ?? {}).filter((k) => /markdown/i.test(k))).toEqual([]);
    expect(forms.definitions.fieldUi!.additionalProperties).toBe(false);
  });

  it('field schemas are closed and cannot say $id or $ref', () => {
    for (const name of ['field']) {
      const field = forms.definitions[name]!;
      expect(field.additionalProperties, name).toBe(false);
      expect(Object.keys(field.properties ?? {}), name).not.toContain('$ref');
      expect(Object.keys(field.properties ?? {}), name).not.toContain('$id');
    }
  });

  it('every config/forms file is free of $ref, $id and markdown options', () => {
    for (const cc of ['sg', 'id', 'th', 'my', 'ph', 'vn', 'mm', 'ma']) {
      const text = readFileSync(`config/forms/${cc}.json`, 'utf8');
      expect(text, cc).not.toMatch(/"\$ref"|"\$id"|enableMarkdown/);
    }
  });
});
