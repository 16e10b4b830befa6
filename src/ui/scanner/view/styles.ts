import type { CSSProperties } from 'react';

// The camera view is drawn with plain elements and inline styles (Chakra's tokens through their CSS variables):
// it changes while the camera runs, and a styled component there would compute its styles on every change and
// insert new rules the first time it shows.

export const FILL_CENTER: CSSProperties = { position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' };
export const HIDDEN: CSSProperties = { display: 'none' };
export const VISUALLY_HIDDEN: CSSProperties = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)' };
