// InlineSpinner is shown while the operator types (consignee lookup, price). Its look must already be in the page's
// styles: a style rule inserted then (Chakra's Spinner inserts its `@layer recipes` rule on first use) makes
// Chromium restyle the whole page under the next key.
import { Spinner } from '@chakra-ui/react';
import { fireEvent, render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { InlineSpinner } from '../../src/ui';
import { PortalSystemProvider } from '../../src/ui/fullSystem';

const styleText = () => [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');

function Toggle({ busy }: { busy: ReactNode }) {
  const [on, setOn] = useState(false);
  return <>{on ? busy : <button onClick={() => setOn(true)}>show</button>}</>;
}

function stylesAddedByShowing(node: ReactNode) {
  const view = render(<PortalSystemProvider><Toggle busy={node} /></PortalSystemProvider>);
  const before = styleText();
  fireEvent.click(view.getByRole('button', { name: 'show' }));
  const after = styleText();
  view.unmount();
  return after.length - before.length;
}

describe('InlineSpinner', () => {
  it('has its look in the start-up styles', () => {
    render(<PortalSystemProvider><p>page</p></PortalSystemProvider>);
    expect(styleText()).toMatch(/\.portal-spinner\s*\{[^}]*animation:\s*spin/);
    expect(styleText()).toMatch(/@keyframes spin/);
  });

  it('turns slowly where the device asks for reduced motion', () => {
    render(<PortalSystemProvider><p>page</p></PortalSystemProvider>);
    expect(styleText()).toMatch(/@media \(prefers-reduced-motion: reduce\)\s*\{\s*\.portal-spinner\s*\{[^}]*animation-duration:\s*2\.4s/);
  });

  it('inserts no style rule when it appears, where Chakra’s Spinner does', () => {
    expect(stylesAddedByShowing(<InlineSpinner size="xs" />)).toBe(0);
    expect(stylesAddedByShowing(<InlineSpinner />)).toBe(0);
    expect(stylesAddedByShowing(<Spinner size="xs" />)).toBeGreaterThan(0);
  });

  it('is hidden from screen readers (the text beside it speaks)', () => {
    const { container } = render(<InlineSpinner />);
    expect(container.querySelector('.portal-spinner')?.getAttribute('aria-hidden')).toBe('true');
  });
});
