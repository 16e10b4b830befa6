import type { ReactNode } from 'react';

/** A checkbox with its label beside it, at least 24 px high; `mono` for a config key shown as written. */
export function Check({ checked, onChange, children, mono }: { checked: boolean; onChange: (on: boolean) => void; children: ReactNode; mono?: boolean }) {
  return (
    <label style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', minHeight: '1.75rem', cursor: 'pointer', overflowWrap: 'anywhere' }}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} style={{ width: '1.25rem', height: '1.25rem', flex: 'none' }} />
      <span style={mono ? { fontFamily: 'var(--chakra-fonts-mono, monospace)', fontSize: '0.875rem' } : undefined}>{children}</span>
    </label>
  );
}
