// The Indonesian forms: quick address (on for id with ENABLE_QUICK_ADDRESS) filling the address levels, the flag
// turning it off, and the pack id with its server check and scan button.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForm } from '../harness/renderForm';
import { resetPortal, setupPortalServer } from '../harness/renderPortal';

setupPortalServer();
afterEach(resetPortal);

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

describe('id recipient form: quick address', () => {
  it('is shown; picking a result fills state, city and district', async () => {
    const form = await renderForm({ loggedInAs: 'id-demo', kind: 'recipient' });
    const quick = screen.getByLabelText('Quick address');
    expect(quick.getAttribute('role')).toBe('combobox');
    await within(select('State / province')).findByRole('option', { name: 'DKI Jakarta' });
    await form.user.type(quick, 'tebet');
    const option = await screen.findByRole('option', { name: 'Tebet, Jakarta Selatan, DKI Jakarta' });
    expect(await screen.findByText('1 matching address')).toBeTruthy();
    await form.user.click(option);
    await waitFor(() => expect(select('District').value).toBe('Tebet'));
    expect(select('State / province').value).toBe('DKI Jakarta');
    expect(select('City').value).toBe('Jakarta Selatan');
    expect(form.value()).toMatchObject({ quickAddress: 'Tebet, Jakarta Selatan, DKI Jakarta', lat: -6.226, lng: 106.853 });
    expect(screen.queryByRole('listbox', { hidden: false })).toBeNull();
  });

  it('works from the keyboard: arrows and Enter', async () => {
    const form = await renderForm({ loggedInAs: 'id-demo', kind: 'recipient' });
    await within(select('State / province')).findByRole('option', { name: 'DKI Jakarta' });
    await form.user.type(screen.getByLabelText('Quick address'), 'jakarta');
    await screen.findByRole('option', { name: 'Kebayoran Baru, Jakarta Selatan, DKI Jakarta' });
    await form.user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(select('District').value).toBe('Tebet'));
  });

  it('is hidden when the country turns ENABLE_QUICK_ADDRESS off, with no code change', async () => {
    await renderForm({
      loggedInAs: 'id-demo', kind: 'recipient',
      editConfig: (c) => ({ ...c, flags: { ...c.flags, countries: { ...c.flags.countries, id: { ...c.flags.countries.id, ENABLE_QUICK_ADDRESS: false } } } }),
    });
    expect(screen.getByLabelText('Recipient name')).toBeTruthy();
    expect(screen.queryByLabelText('Quick address')).toBeNull();
  });

  it('follows the form config: an admin who drops quick address from the id form removes it', async () => {
    await renderForm({
      loggedInAs: 'id-demo', kind: 'recipient',
      editConfig: (c) => {
        delete (c.forms.id!.recipient!.schema.properties as Record<string, unknown>).quickAddress;
        return c;
      },
    });
    expect(screen.getByLabelText('Postcode')).toBeTruthy();
    expect(screen.queryByLabelText('Quick address')).toBeNull();
  });
});

describe('id pack form: pack id', () => {
  it('checks the id on blur and shows the check\'s message on the field', async () => {
    const verifyPackId = vi.fn(async (id: string) => (id === 'NVPACK-USED' ? 'orders_form.invalid_value' : null));
    const form = await renderForm({ loggedInAs: 'id-demo', kind: 'pack', verifyPackId });
    const packId = screen.getByLabelText('Pack ID');
    await form.user.type(packId, ' NVPACK-USED ');
    await form.user.tab();
    expect(await screen.findByText('This value is not valid')).toBeTruthy();
    expect(verifyPackId).toHaveBeenCalledWith('NVPACK-USED');
    expect(form.value()).toMatchObject({ packId: 'NVPACK-USED' });

    // A new id drops the old verdict; a good one shows nothing.
    await form.user.clear(packId);
    await form.user.type(packId, 'NVPACK-0001');
    await form.user.tab();
    await waitFor(() => expect(verifyPackId).toHaveBeenLastCalledWith('NVPACK-0001'));
    expect(screen.queryByText('This value is not valid')).toBeNull();
  });

  it('the scan button opens the shared scanner; a typed scan fills the id and is checked', async () => {
    const verifyPackId = vi.fn(async () => null);
    const form = await renderForm({ loggedInAs: 'id-demo', kind: 'pack', verifyPackId });
    await form.user.click(screen.getByRole('button', { name: 'Scan pack ID' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan pack ID' });
    const typeInstead = within(dialog).queryByRole('button', { name: 'Type' }) ?? within(dialog).queryByRole('radio', { name: 'Type' });
    if (typeInstead) await form.user.click(typeInstead);
    await form.user.type(await within(dialog).findByRole('textbox', { name: 'Pack ID' }), 'NVPACK-0002');
    await form.user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(form.value()).toMatchObject({ packId: 'NVPACK-0002' }));
    expect(verifyPackId).toHaveBeenCalledWith('NVPACK-0002');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('Pack ID') as HTMLInputElement).value).toBe('NVPACK-0002');
  });
});
