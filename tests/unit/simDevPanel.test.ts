import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import en from '../../src/kernel/messages/en.json';
import { portalSystem } from '../../src/ui/theme';
import { getControl, resetSimState } from '../../src/sim/control';
import { DevPanel } from '../../src/sim/DevPanel';

const messages = en as Record<string, string>;
// The real catalogue text, with {placeholders} filled: proves every visible string is a sim.* id.
function t(id: string, values: Record<string, string | number> = {}): string {
  const text = messages[id];
  if (text === undefined) throw new Error(`missing message ${id}`);
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? `{${k}}`));
}

afterEach(() => {
  cleanup();
  resetSimState();
});

describe('DevPanel', () => {
  it('starts collapsed, opens, and applies latency and fault', async () => {
    const user = userEvent.setup();
    render(createElement(ChakraProvider, { value: portalSystem, children: createElement(DevPanel, { t }) }));
    const toggle = screen.getByRole('button', { name: 'Simulated API settings' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText('Latency')).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.selectOptions(screen.getByLabelText('Latency'), 'Slow (2 s)');
    await user.selectOptions(screen.getByLabelText('Next answers'), 'Server error (500)');
    expect(getControl()).toEqual({ latencyMs: 0, fault: 'none' });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(getControl()).toEqual({ latencyMs: 2000, fault: '500' });

    expect(screen.getByText('Demo accounts: password demo')).toBeTruthy();
    expect(screen.getByText('th-franchise-demo (TH)')).toBeTruthy();
  });
});
