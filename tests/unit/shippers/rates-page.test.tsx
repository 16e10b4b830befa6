// The rate calculator in the whole portal against the simulated API: which fields a point and a country get, and a
// slow, overtaken answer that must not replace the newer quote.
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import orders from '../../../src/plugins/orders';
import { handlers as orderHandlers } from '../../../src/plugins/orders/sim';
import shippers from '../../../src/plugins/shippers';
import { handlers as shipperHandlers } from '../../../src/plugins/shippers/sim';
import { priceOf } from '../../../src/plugins/orders/sim/pricing';
import { renderPortal, resetPortal, setupPortalServer, type RenderedPortal } from '../../harness/renderPortal';

const server = setupPortalServer([...orderHandlers, ...shipperHandlers]);
afterEach(() => {
  resetPortal();
  sessionStorage.clear();
});

async function openPage(user: string): Promise<RenderedPortal> {
  const portal = await renderPortal({ path: '/rate-calculator', plugins: [orders, shippers], loggedInAs: user, locale: 'en' });
  await screen.findByRole('heading', { level: 1, name: 'Rate calculator' });
  // The zone table is in.
  await waitFor(() => expect(within(screen.getByRole('combobox', { name: 'State / province' })).getAllByRole('option').length).toBeGreaterThan(1));
  return portal;
}

describe('rate calculator page', () => {
  it('a point without COD gets no COD field; insurance asks its value only when ticked', async () => {
    const { user } = await openPage('id-nocod-demo');
    expect(screen.queryByRole('checkbox', { name: 'Cash on delivery (COD)' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Insured value (IDR)' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Insure this parcel' }));
    expect(await screen.findByRole('textbox', { name: 'Insured value (IDR)' })).toBeTruthy();
    // id has no next-day delivery (part 1 §4).
    const types = within(screen.getByRole('combobox', { name: 'Delivery type' })).getAllByRole('option').map((o) => o.textContent);
    expect(types).not.toContain('Next day');
  });

  it('ph always asks the insured value, has no insurance toggle, no quick address and no next day', async () => {
    await openPage('ph-demo');
    expect(screen.getByRole('textbox', { name: 'Insured value (PHP)' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Insure this parcel' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Quick address' })).toBeNull();
    const types = within(screen.getByRole('combobox', { name: 'Delivery type' })).getAllByRole('option').map((o) => o.textContent);
    expect(types).toEqual(['Standard', 'Express']);
  });

  it('an answer overtaken by newer inputs does not replace their quote', async () => {
    const asked: number[] = [];
    server.use(http.post('*/api/:country/2.2/shippers/:id/price', async ({ request }) => {
      const body = await request.json() as { weight: number };
      asked.push(body.weight);
      // The first ask (weight 1) is slow: its answer arrives after the one for weight 4.
      if (body.weight === 1) await delay(2500);
      const { delivery_fee, insurance_fee, cod_fee, total_tax, total_with_tax } = priceOf('sg', { deliveryType: 'STANDARD', weight: body.weight, insuredValue: 0, codValue: 0 });
      return HttpResponse.json({ data: { delivery_fee, insurance_fee, cod_fee, total_tax, total_with_tax } });
    }));
    const { user } = await openPage('sg-demo');
    await user.type(screen.getByRole('textbox', { name: "Shipper's contact number" }), '91234501{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Select Tan Kah Kee Hardware' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'State / province' }), 'East');
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Tampines');
    await waitFor(() => expect(asked).toEqual([1]));
    const weight = screen.getByRole('textbox', { name: 'Weight (kg)' });
    await user.clear(weight);
    await user.type(weight, '4');
    // Weight 4: (3.50 + 3 × 1.00) + 9 % tax = 7.09.
    await waitFor(() => expect(screen.getByTestId('rate-total').textContent).toBe('S$7.09'));
    expect(asked.at(-1)).toBe(4);
    // The slow answer for weight 1 (S$3.82) arrives later and is dropped.
    await new Promise((r) => setTimeout(r, 2600));
    expect(screen.getByTestId('rate-total').textContent).toBe('S$7.09');
  });
});
