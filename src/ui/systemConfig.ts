import {
  animationStyles, keyframes, layerStyles, semanticTokens, textStyles, tokens, globalCss,
} from '@chakra-ui/react/theme';
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';

/** Breakpoints of the spec: mobile 480, tablet 768, desktop 992, wide desktop 1224. */
const breakpoints = { sm: '480px', md: '768px', lg: '992px', xl: '1224px', '2xl': '1536px' };

/** Chakra's button heights by size, kept as the least height of a button whose label may wrap. */
const BUTTON_HEIGHTS = { '2xs': '6', xs: '8', sm: '9', md: '10', lg: '11', xl: '12', '2xl': '16' } as const;

/** The portal's brand colour and layout tweaks, shared by the light and the full system. */
export const portalConfig = defineConfig({
  theme: {
    breakpoints,
    recipes: {
      // A label in French or Thai can be wider than a 360 px screen, and Chakra's buttons neither wrap nor shrink:
      // the page then scrolls sideways. They wrap their label and grow instead; a one-line button looks the same.
      button: {
        base: { whiteSpace: 'normal', flexShrink: '1', textAlign: 'center', py: '1' },
        variants: {
          size: Object.fromEntries(Object.entries(BUTTON_HEIGHTS).map(([size, h]) => [size, { h: 'auto', minH: h }])),
        },
      },
    },
    tokens: {
      colors: {
        brand: {
          50: { value: '#fdecee' }, 100: { value: '#f9cdd3' }, 200: { value: '#f19aa6' }, 300: { value: '#e8687a' },
          400: { value: '#df3a51' }, 500: { value: '#c8102e' }, 600: { value: '#a50d26' }, 700: { value: '#820a1e' },
          800: { value: '#5f0716' }, 900: { value: '#3c040e' }, 950: { value: '#24020a' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' }, contrast: { value: 'white' }, fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' }, subtle: { value: '{colors.brand.50}' }, emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.600}' },
        },
      },
    },
  },
  globalCss: {
    'html, body': { overscrollBehaviorY: 'none' },
    ':focus-visible': { outline: '3px solid {colors.brand.600}', outlineOffset: '2px' },
    // InlineSpinner's look, in the sheet from start-up: a recipe first used later inserts an `@layer` rule, and
    // Chromium then restyles the whole document (70 ms at 4x CPU on /new-order) under the operator's next key.
    '.portal-spinner': {
      display: 'inline-block', flexShrink: 0, width: 'var(--portal-spinner-size, 1rem)', height: 'var(--portal-spinner-size, 1rem)',
      borderRadius: '50%', borderWidth: '2px', borderStyle: 'solid', borderColor: 'currentColor',
      borderBottomColor: 'transparent', borderInlineStartColor: 'transparent', animation: 'spin 0.65s linear infinite',
      // Still turning (it says "busy"), but slowly, for operators who asked their device for less motion.
      '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
    },
    '.portal-spinner[data-size=xs]': { '--portal-spinner-size': '0.75rem' },
    '.portal-spinner[data-size=lg]': { '--portal-spinner-size': '2rem' },
  },
});

type ThemeConfig = NonNullable<Parameters<typeof defineConfig>[0]['theme']>;

/**
 * Chakra's colour palettes that nothing in the portal names (tests/unit/ui/palettes.test.ts keeps it so). Colours
 * are most of the work of building the system, a long task at start on a cheap phone.
 */
export const UNUSED_PALETTES: readonly string[] = ['yellow', 'cyan', 'pink'];

const withoutPalettes = <T extends object>(group: T | undefined): T =>
  Object.fromEntries(Object.entries(group ?? {}).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;

/** A semantic token's light value only: the portal has no dark mode, and each dark value was a CSS rule more. */
function lightOnly(node: unknown): unknown {
  if (!node || typeof node !== 'object') return node;
  const value = (node as { value?: unknown }).value;
  if (value && typeof value === 'object' && '_light' in value) return { ...node, value: (value as { _light: unknown })._light };
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, lightOnly(v)]));
}

const portalTokens = { ...tokens, colors: withoutPalettes(tokens.colors) };
const portalSemanticTokens = lightOnly({ ...semanticTokens, colors: withoutPalettes(semanticTokens.colors) }) as typeof semanticTokens;

/**
 * Chakra's default theme with the given recipes. Chakra's own `defaultConfig` is not used anywhere: importing it
 * would pull every recipe into the first screen's chunk.
 */
export function buildSystem(recipes: ThemeConfig['recipes'], slotRecipes: ThemeConfig['slotRecipes']) {
  // The configs are given to createSystem as they are: it merges them itself, and merging them first was a second
  // deep copy of the whole theme in the same long task.
  return createSystem(
    defaultBaseConfig,
    defineConfig({
      preflight: true,
      cssVarsPrefix: 'chakra',
      cssVarsRoot: ':where(html, .chakra-theme)',
      globalCss,
      theme: { breakpoints, keyframes, tokens: portalTokens, semanticTokens: portalSemanticTokens, textStyles, layerStyles, animationStyles, recipes, slotRecipes },
    }),
    portalConfig,
  );
}
