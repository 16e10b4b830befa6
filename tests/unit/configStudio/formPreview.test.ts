import { describe, expect, it } from 'vitest';
import { REAL_CONFIG_FILES } from '../../harness/realConfig';
import { validateRecord } from '../../../src/forms';
import { formPreview } from '../../../src/plugins/configStudio/model/formPreview';
import type { CountryConfig } from '../../../src/kernel/types';

const PH = JSON.parse(REAL_CONFIG_FILES.get('countries/ph.json') ?? '') as CountryConfig;
const SERVED = REAL_CONFIG_FILES.get('forms/ph.json') ?? '';

/** forms/ph.json with email added to the recipient's required fields, as an admin would edit it. */
function emailRequired(): string {
  const file = JSON.parse(SERVED) as { recipient: { schema: { required: string[] } } };
  file.recipient.schema.required.push('email');
  return JSON.stringify(file, null, 2);
}

const RECIPIENT = {
  contact: '9171234567', name: 'Maria Santos', postCode: '1000', state: 'Metro Manila', city: 'Manila', district: 'Ermita',
  address: '12 Padre Faura St', lat: 14.58, lng: 120.98, email: '',
};

function recipient(text: string) {
  const result = formPreview(text, 'recipient', PH, 'en');
  if (!result.ok) throw new Error(result.reason);
  return result.preview;
}

describe('formPreview', () => {
  it("email required in the edited ph.json: the preview's schema requires it and the shared validator refuses an empty email", () => {
    const preview = recipient(emailRequired());
    expect(preview.spec.schema.required).toContain('email');
    expect(validateRecord(preview.spec, preview.country, RECIPIENT).email).toBe('this_field_cannot_be_left_blank');
    expect(preview.messages.find((m) => m.field === 'email' && m.role === 'required')?.id).toBe('this_field_cannot_be_left_blank');
  });

  it('the served ph.json: an empty email is fine', () => {
    const preview = recipient(SERVED);
    expect(validateRecord(preview.spec, preview.country, RECIPIENT)).toEqual({});
    expect(preview.messages.filter((m) => m.field === 'email').map((m) => [m.role, m.id])).toEqual([
      ['title', 'orders_form.recipient_email'], ['maxLength', 'this_field_is_too_long'], ['format', 'enter_a_valid_email_address'],
    ]);
  });

  it('lists each field message with the values it shows (a length)', () => {
    const postCode = recipient(SERVED).messages.filter((m) => m.field === 'postCode' && m.role === 'maxLength');
    expect(postCode).toHaveLength(1);
    expect(postCode[0]?.values).toEqual({ length: '4' });
  });

  it('says why it cannot: a file that is not JSON, a kind the file lacks', () => {
    expect(formPreview('{ "recipient": ', 'recipient', PH, 'en')).toEqual({ ok: false, reason: 'notJson' });
    expect(formPreview(SERVED, 'parcel', PH, 'th')).toEqual({ ok: false, reason: 'noKind' });
  });
});
