// The design system's global styles come as CSS rendered at build time (build/globalCss), not parsed by stylis in the
// portal's first commit: the sheet must be exactly what ChakraProvider would insert, first in the page's styles, and
// the portal's provider must not insert it a second time.
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import globalCss from 'virtual:portal-global-css';
import { buildSystem } from '../../src/ui/systemConfig';
import { PortalSystemProvider } from '../../src/ui/fullSystem';

const emotionText = () => [...document.querySelectorAll('style[data-emotion]')].map((s) => s.textContent ?? '').join('');

describe("the design system's global CSS", () => {
  it('is what ChakraProvider inserts for the same system: the layers, the reset, the global styles, the tokens', () => {
    const view = render(<ChakraProvider value={buildSystem({}, {})}><p>page</p></ChakraProvider>);
    const inserted = emotionText();
    view.unmount();
    expect(globalCss).toBe(inserted);
    expect(globalCss.startsWith('@layer reset,base,tokens,recipes;@layer reset{')).toBe(true);
    expect(globalCss).toContain('--chakra-colors-brand-600:#a50d26;');
    expect(globalCss).toMatch(/\.portal-spinner\{display:inline-block;/);
  });

  it("is the page's first sheet under the portal's provider, which inserts no global styles of its own", () => {
    const before = emotionText();
    render(<PortalSystemProvider><p>page</p></PortalSystemProvider>);
    const first = document.head.querySelector('style');
    expect(first?.hasAttribute('data-portal-global')).toBe(true);
    expect(first?.textContent).toBe(globalCss);
    const added = emotionText().slice(before.length);
    expect(added).not.toContain('--chakra-colors-brand-600');
    expect(document.querySelectorAll('style[data-portal-global]')).toHaveLength(1);
  });
});
