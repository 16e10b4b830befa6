// The Philippine recipient and pack forms: a location pick is required (it yields the lat/lng the price needs),
// a 4-digit postcode, and the cascade filling single options.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getRuntime } from '../../src/kernel/runtime';
import type { CountryConfig } from '../../src/kernel/types';
import { validateRecipient } from '../../src/plugins/orders/forms/validateForm';
import { renderForm } from '../harness/renderForm';
import { resetPortal, setupPortalServer } from '../harness/renderPortal';

setupPortalServer();
afterEach(resetPortal);

const PICK_LOCATION = "Choose the state, city and district so the parcel's location is known";

function validateNow(kind: 'recipient' | 'pack', value: Parameters<typeof validateRecipient>[3]) {
  const { config } = getRuntime();
  return validateRecipient(kind, config.forms.ph!, config.countries.ph as CountryConfig, value);
}

describe('ph recipient form', () => {
  it('refuses a recipient without a location: the page cannot price it, the operator sees why', async () => {
    const form = await renderForm({
      loggedInAs: 'ph-demo', kind: 'recipient',
      initial: { contact: '9171234567', name: 'Maria Santos', postCode: '1226', address: '12 Ayala Avenue' },
    });
    await within(screen.getByLabelText('State / province')).findByRole('option', { name: 'Cebu' });
    expect(validateNow('recipient', form.value())).toEqual({
      state: 'please_select_an_item', city: 'please_select_an_item', district: 'please_select_an_item',
      lat: 'orders_form.pick_location', lng: 'orders_form.pick_location',
    });
    form.submit();
    expect(await screen.findAllByText('Please select an item')).toHaveLength(3);
    expect(screen.getByLabelText('District').getAttribute('aria-invalid')).toBe('true');

    // A state with one city and one district: picking it fills the rest and the coordinates.
    await form.user.selectOptions(screen.getByLabelText('State / province'), 'Cebu');
    await waitFor(() => expect((screen.getByLabelText('District') as HTMLSelectElement).value).toBe('Lahug'));
    expect((screen.getByLabelText('City') as HTMLSelectElement).value).toBe('Cebu City');
    expect(form.value()).toMatchObject({ lat: 10.332, lng: 123.899 });
    expect(validateNow('recipient', form.value())).toEqual({});
    await waitFor(() => expect(screen.queryByText('Please select an item')).toBeNull());
  });

  it('a district the zone table has no coordinates for is refused with the location message on the district', async () => {
    // A saved place outside the table: names are there, lat/lng are not.
    const form = await renderForm({
      loggedInAs: 'ph-demo', kind: 'recipient', showAllErrors: true,
      initial: { contact: '9171234567', name: 'Jose Cruz', postCode: '6300', address: 'CPG Avenue', state: 'Bohol', city: 'Tagbilaran', district: 'Cogon' },
    });
    expect(await screen.findByText(PICK_LOCATION)).toBeTruthy();
    expect(screen.getByLabelText('District').getAttribute('aria-describedby')).toContain(screen.getByText(PICK_LOCATION).id);
    expect(validateNow('recipient', form.value())).toMatchObject({ lat: 'orders_form.pick_location' });
  });

  it('postcode has 4 digits in the Philippines', async () => {
    const form = await renderForm({ loggedInAs: 'ph-demo', kind: 'recipient' });
    const postcode = screen.getByLabelText('Postcode');
    await form.user.type(postcode, '12345');
    await form.user.tab();
    // Nothing typed is cut: a fifth digit stays and the field says the postcode is not valid.
    expect(form.value().postCode).toBe('12345');
    expect(await screen.findByText('Enter a valid post code')).toBeTruthy();
    await form.user.type(postcode, '{Backspace}');
    await form.user.tab();
    expect(form.value().postCode).toBe('1234');
    expect(screen.queryByText('Enter a valid post code')).toBeNull();
  });

  it('the pack form: pack id and description, the recipient, postal code, and the same location rule', async () => {
    const form = await renderForm({ loggedInAs: 'ph-demo', kind: 'pack' });
    for (const label of ['Pack ID', 'Pack description', 'Mobile number', 'Recipient name', 'Recipient email', 'Postal code', 'State / province', 'City', 'District', 'Street address']) {
      expect(screen.getByLabelText(label), label).toBeInstanceOf(HTMLElement);
    }
    form.submit();
    // Pack id, description, mobile number, name, postal code and street address (email is optional).
    expect(await screen.findAllByText('This field cannot be left blank')).toHaveLength(6);
    expect(validateNow('pack', form.value())).toMatchObject({ lat: 'orders_form.pick_location' });
  });
});
