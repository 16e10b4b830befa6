// The Singapore recipient form as an operator sees it: labels tied to inputs, the address cascade from the
// simulated zone table, the postcode and required-field errors in English, the phone prefix, saved consignees.
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsigneeChoice } from '../../src/plugins/orders/api/types';
import { forgetZones } from '../../src/forms';
import { renderForm } from '../harness/renderForm';
import { resetPortal, setupPortalServer } from '../harness/renderPortal';

const server = setupPortalServer();
afterEach(resetPortal);

const BLANK = 'This field cannot be left blank';
const SELECT = 'Please select an item';

/** The state dropdown once the zone table has arrived. */
async function zonesLoaded() {
  const state = screen.getByLabelText('State / province');
  await within(state).findByRole('option', { name: 'Central' });
  return state;
}

const TWO_CONSIGNEES: ConsigneeChoice[] = [
  { id: 11, name: 'Tan Wei Ming', email: 'tan@example.sg', address_1: '8 Orchard Road', postcode: '238801', state: 'Central', city: 'Orchard', locality: 'Somerset' },
  { id: 12, name: 'Tan Mei Ling', email: '', address_1: '3 Tampines Ave', postcode: '529653', state: 'East', city: 'Tampines', locality: 'Tampines East' },
];

describe('sg recipient form', () => {
  it('ties every label to its input; no quick address in Singapore; the phone shows +65', async () => {
    await renderForm({ loggedInAs: 'sg-demo', kind: 'recipient' });
    for (const label of ['Mobile number', 'Recipient name', 'Recipient email', 'Postcode', 'State / province', 'City', 'District', 'Street address', 'Address line 2']) {
      expect(screen.getByLabelText(label), label).toBeInstanceOf(HTMLElement);
    }
    expect(screen.getByLabelText('Mobile number')).toHaveProperty('type', 'tel');
    expect(screen.getByLabelText('Mobile number').getAttribute('aria-describedby')).toContain('__prefix');
    expect(screen.getByText('+65')).toBeTruthy();
    expect(screen.queryByLabelText('Quick address')).toBeNull();
    expect(screen.queryByRole('button', { name: /submit/i })).toBeNull();
    // Nothing shouts before the operator has done anything.
    expect(screen.queryByText(BLANK)).toBeNull();
  });

  it('cascade: a state lists its cities; a city with one district selects it and brings its coordinates', async () => {
    const form = await renderForm({ loggedInAs: 'sg-demo', kind: 'recipient' });
    const state = await zonesLoaded();
    const city = screen.getByLabelText('City') as HTMLSelectElement;
    const district = screen.getByLabelText('District') as HTMLSelectElement;
    expect(city.disabled).toBe(true);
    await form.user.selectOptions(state, 'Central');
    expect(within(city).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select', 'Downtown Core', 'Orchard', 'Bukit Merah', 'Toa Payoh']);
    await form.user.selectOptions(city, 'Orchard');
    await waitFor(() => expect(district.value).toBe('Somerset'));
    expect(form.value()).toMatchObject({ state: 'Central', city: 'Orchard', district: 'Somerset', lat: 1.3006, lng: 103.8389 });

    // Another state: the levels below belonged to the old one and are cleared, with the coordinates.
    await form.user.selectOptions(state, 'East');
    await waitFor(() => expect(city.value).toBe(''));
    expect(form.value()).toMatchObject({ state: 'East', city: '', district: '', lat: null, lng: null });
  });

  it('postcode: the English error once the field is left, until it has exactly 6 digits', async () => {
    const form = await renderForm({ loggedInAs: 'sg-demo', kind: 'recipient' });
    const postcode = screen.getByLabelText('Postcode');
    await form.user.type(postcode, '1234');
    await form.user.tab();
    const error = await screen.findByText('Enter a valid post code');
    expect(error.getAttribute('role')).toBe('alert');
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
    expect(postcode.getAttribute('aria-describedby')).toContain(error.id);
    await form.user.type(postcode, '56');
    await waitFor(() => expect(screen.queryByText('Enter a valid post code')).toBeNull());
    expect(form.value().postCode).toBe('123456');
  });

  it('a submit attempt shows every error: blanks, dropdowns to pick, a bad email', async () => {
    const form = await renderForm({ loggedInAs: 'sg-demo', kind: 'recipient', initial: { email: 'tan@' } });
    form.submit();
    expect(await screen.findAllByText(BLANK)).toHaveLength(4); // mobile, name, postcode, street
    expect(screen.getAllByText(SELECT)).toHaveLength(3);
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByLabelText('Recipient name').getAttribute('aria-invalid')).toBe('true');
  });

  it('phone: the prefix, zeros and spaces go on blur; a foreign number is refused', async () => {
    const form = await renderForm({ loggedInAs: 'sg-demo', kind: 'recipient' });
    const phone = screen.getByLabelText('Mobile number');
    await form.user.type(phone, '+65 0 9123 4567');
    await form.user.tab();
    await waitFor(() => expect(form.value().contact).toBe('91234567'));
    expect(screen.queryByText(/Enter a valid mobile number/)).toBeNull();
    await form.user.clear(phone);
    await form.user.type(phone, '+44 20 7946 0000');
    await form.user.tab();
    expect(await screen.findByText('Enter a valid mobile number: digits only, without the country code or a leading 0')).toBeTruthy();
  });

  it('a number with two saved consignees: the list appears, picking is required, a pick fills the details', async () => {
    const searchConsignees = vi.fn(async () => TWO_CONSIGNEES);
    // The page hears when the list comes and goes: its Create check then requires a pick.
    const onConsigneeChoicesShown = vi.fn();
    const form = await renderForm({ loggedInAs: 'sg-demo', kind: 'recipient', searchConsignees, onConsigneeChoicesShown });
    await zonesLoaded();
    await form.user.type(screen.getByLabelText('Mobile number'), '91234567');
    const list = await screen.findByRole('radiogroup', { name: 'Saved recipients for this number' });
    expect(searchConsignees).toHaveBeenCalledWith('+6591234567');
    expect(onConsigneeChoicesShown.mock.calls).toEqual([[true]]);
    form.submit();
    expect(await within(list.parentElement as HTMLElement).findByText(SELECT)).toBeTruthy();

    await form.user.click(within(list).getByRole('radio', { name: /Tan Wei Ming/ }));
    await waitFor(() => expect((screen.getByLabelText('Recipient name') as HTMLInputElement).value).toBe('Tan Wei Ming'));
    expect(form.value()).toMatchObject({
      consigneeInfoId: 11, email: 'tan@example.sg', address: '8 Orchard Road', postCode: '238801', state: 'Central', city: 'Orchard',
      district: 'Somerset', lat: 1.3006,
    });
    expect((screen.getByLabelText('District') as HTMLSelectElement).value).toBe('Somerset');
    expect(screen.queryByText(SELECT)).toBeNull();

    // Clearing the consignee empties what it filled and takes the list away; the number stays.
    await form.user.click(screen.getByRole('button', { name: 'Clear recipient details' }));
    await waitFor(() => expect(screen.queryByRole('radiogroup')).toBeNull());
    expect(form.value()).toMatchObject({ contact: '91234567', consigneeInfoId: null, name: '', state: '' });
    expect(onConsigneeChoicesShown.mock.calls).toEqual([[true], [false]]);
  });

  it('a number with one saved consignee fills it straight away', async () => {
    const form = await renderForm({ loggedInAs: 'sg-demo', kind: 'recipient', searchConsignees: async () => [TWO_CONSIGNEES[1]!] });
    await zonesLoaded();
    await form.user.type(screen.getByLabelText('Mobile number'), '91234567');
    await waitFor(() => expect(form.value()).toMatchObject({ consigneeInfoId: 12, name: 'Tan Mei Ling', district: 'Tampines East', lat: 1.3546 }));
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('the location fields follow the page: disabled when editing is not allowed', async () => {
    await renderForm({ loggedInAs: 'sg-demo', kind: 'recipient', disabled: true });
    expect((screen.getByLabelText('State / province') as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByLabelText('Recipient name') as HTMLInputElement).disabled).toBe(true);
  });

  it('the zone table does not load: the state dropdown says so, Retry loads it', async () => {
    forgetZones();
    server.use(http.get('*/api/sg/1.0/dp-zones', () => HttpResponse.json(
      { error: { code: 500, title: 'INTERNAL', message: 'down' } }, { status: 500 }), { once: true }));
    const form = await renderForm({ loggedInAs: 'sg-demo', kind: 'recipient' });
    const notice = await screen.findByText('The list of locations could not be loaded.');
    expect(screen.getByLabelText('State / province').getAttribute('aria-describedby')).toContain(notice.parentElement?.id);
    await form.user.click(screen.getByRole('button', { name: 'Retry' }));
    await zonesLoaded();
    expect(screen.queryByText('The list of locations could not be loaded.')).toBeNull();
  });

  it('has no serious or critical accessibility problem, errors shown included', async () => {
    const form = await renderForm({ loggedInAs: 'sg-demo', kind: 'recipient', searchConsignees: async () => TWO_CONSIGNEES });
    await zonesLoaded();
    await form.user.type(screen.getByLabelText('Mobile number'), '91234567');
    await screen.findByRole('radiogroup');
    form.submit();
    await screen.findAllByText(BLANK);
    // jsdom has no layout: contrast is checked in the browser, not here.
    const result = await axe.run(form.container, { rules: { 'color-contrast': { enabled: false } } });
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
