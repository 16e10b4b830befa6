/** The icons a menu entry of config may name (config/schemas/menu.schema.json lists the same). */
export type IconName =
  | 'home' | 'send' | 'dropOff' | 'toDriver' | 'fromDriver' | 'handover' | 'collect' | 'tracking' | 'history'
  | 'analytics' | 'settings' | 'logout' | 'tools' | 'calculator' | 'shipper' | 'upload';

// Simple stroked 24px glyphs; decorative, so hidden from assistive technology (the label carries the meaning).
const PATHS: Record<IconName | 'camera' | 'menu' | 'search' | 'chevronDown' | 'chevronLeft' | 'chevronRight' | 'check' | 'alert' | 'eye' | 'eyeOff', string> = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  send: 'M3 12l18-8-7 18-3-7-8-3z',
  dropOff: 'M4 7l8-4 8 4v10l-8 4-8-4zM4 7l8 4 8-4M12 11v10',
  toDriver: 'M3 6h11v9H3zM14 9h4l3 3v3h-7M7 18a2 2 0 1 0 0-.01M17 18a2 2 0 1 0 0-.01',
  fromDriver: 'M21 6H10v9h11zM10 9H6l-3 3v3h7M17 18a2 2 0 1 0 0-.01M7 18a2 2 0 1 0 0-.01',
  handover: 'M2 12h6l3-3h4l3 3h4M6 16l3 3h6l3-3M12 3v6',
  collect: 'M6 7h12l-1 13H7zM9 7a3 3 0 0 1 6 0',
  tracking: 'M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11zM12 10a2 2 0 1 0 0-.01',
  history: 'M3 12a9 9 0 1 0 3-6.7M3 4v4h4M12 7v5l3 3',
  analytics: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  settings: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-1-3-2 .3-1.3-1.3L17 5l-3-1-1 2h-2L10 4 7 5l.3 2L6 8.3 4 8l-1 3 2 1v0l-2 1 1 3 2-.3L7.3 17 7 19l3 1 1-2h2l1 2 3-1-.3-2 1.3-1.3 2 .3 1-3z',
  logout: 'M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4M10 16l-4-4 4-4M6 12h10',
  tools: 'M14 6a4 4 0 0 0 5 5l-9 9-3-3 9-9a4 4 0 0 0-2-2z',
  calculator: 'M6 3h12v18H6zM9 7h6M9 12h.01M12 12h.01M15 12h.01M9 16h.01M12 16h.01M15 16h.01',
  shipper: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  upload: 'M12 16V4M7 9l5-5 5 5M4 20h16',
  camera: 'M3 8h4l2-3h6l2 3h4v11H3zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  menu: 'M4 6h16M4 12h16M4 18h16',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5',
  chevronDown: 'M6 9l6 6 6-6',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  check: 'M5 12l5 5 9-10',
  alert: 'M12 3l10 18H2zM12 10v4M12 17h.01',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  eyeOff: 'M3 3l18 18M10.6 6.1A10 10 0 0 1 12 6c6 0 10 6 10 6a17 17 0 0 1-3 3.6M6.6 6.6C3.8 8.4 2 12 2 12s4 7 10 7a9.6 9.6 0 0 0 4.4-1',
};

export type GlyphName = keyof typeof PATHS;

export function Icon({ name, size = 22 }: { name: GlyphName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2"
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
