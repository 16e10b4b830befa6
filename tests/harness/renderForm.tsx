/**
 * Renders one recipient or pack form the way an order page does: the real config/ (forms included), the real
 * English catalogs (kernel and the forms'), a point logged in through the real login flow against the simulated API,
 * and a host that owns the value like the page. Use with setupPortalServer() and resetPortal from renderPortal.
 *
 *   const form = await renderForm({ loggedInAs: 'ph-demo', kind: 'recipient' });
 *   await form.user.type(screen.getByLabelText('Recipient name'), 'Ana');
 *   form.submit();                 // what the page does on a submit attempt: show every error
 *   expect(form.value().name).toBe('Ana');
 */
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createClients } from '../../src/kernel/api/client';
import { IntlProvider } from '../../src/kernel/i18n/intl';
import { PortalScannerEnvironment } from '../../src/kernel/shell/PortalScannerEnvironment';
import kernelEn from '../../src/kernel/messages/en.json';
import { setRuntime } from '../../src/kernel/runtime';
import { loginWithPassword } from '../../src/kernel/session/flows';
import { session } from '../../src/kernel/session/store';
import type { LoadedConfig } from '../../src/kernel/types';
import { ConfigForm, type ConfigFormProps } from '../../src/forms';
import formsEn from '../../src/forms/messages/en.json';
import { emptyPack, emptyRecipient, type PackValue, type RecipientValue } from '../../src/plugins/orders/model/recipient';
import { DEMO_PASSWORD } from '../../src/sim/accounts';
import { PortalSystemProvider } from '../../src/ui/fullSystem';
import { loadRealConfig } from './renderPortal';

export const FORM_MESSAGES: Record<string, string> = { ...formsEn, ...kernelEn };

type FormProps = ConfigFormProps<RecipientValue | PackValue>;

export interface RenderFormOptions extends Partial<Omit<FormProps, 'value' | 'onChange' | 'kind'>> {
  loggedInAs: string;
  kind: 'recipient' | 'pack';
  initial?: Partial<RecipientValue & PackValue>;
  /** Changes the loaded config before rendering (an admin's edit). */
  editConfig?: (config: LoadedConfig) => LoadedConfig;
}

export interface RenderedForm extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  /** The value the page holds now. */
  value: () => RecipientValue | PackValue;
  /** A submit attempt: the page passes showAllErrors. */
  submit: () => void;
}

export async function renderForm({ loggedInAs, kind, initial, editConfig, ...props }: RenderFormOptions): Promise<RenderedForm> {
  const loaded = (await loadRealConfig()).config;
  const config = editConfig ? editConfig(structuredClone(loaded)) : loaded;
  const clients = createClients(config, {
    token: () => session.loginInfo?.accessToken,
    dpId: () => session.loginInfo?.dpId,
  });
  setRuntime({ config, clients: () => Promise.resolve(clients), warnings: [] });
  const outcome = await loginWithPassword(loggedInAs, DEMO_PASSWORD);
  if (outcome.kind !== 'home') throw new Error(`renderForm: logging in as ${loggedInAs} ended in ${JSON.stringify(outcome)}`);

  let current: RecipientValue | PackValue = { ...(kind === 'pack' ? emptyPack() : emptyRecipient()), ...initial };
  let submit: () => void = () => undefined;
  function Host() {
    const [value, setValue] = useState(current);
    const [showAll, setShowAll] = useState(false);
    submit = () => setShowAll(true);
    return (
      <ConfigForm<RecipientValue | PackValue> {...props} kind={kind} value={value} showAllErrors={props.showAllErrors ?? showAll}
        onChange={(next: RecipientValue | PackValue) => { current = next; setValue(next); }} />
    );
  }
  const user = userEvent.setup();
  const rendered = render(
    <PortalSystemProvider>
      <IntlProvider locale="en" messages={FORM_MESSAGES}>
        <PortalScannerEnvironment><Host /></PortalScannerEnvironment>
      </IntlProvider>
    </PortalSystemProvider>,
  );
  return { ...rendered, user, value: () => current, submit: () => act(() => submit()) };
}
