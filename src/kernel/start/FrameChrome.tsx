import type { ReactNode } from 'react';
import { Logo } from '../../ui/Logo';
import './home.css';

/**
 * The shell's frame as plain elements (the sidebar on a wide screen, the header on a phone, the main column), at the
 * shell's sizes: what a cold start draws a page in before the design system and the shell have loaded.
 */
export function FrameChrome({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className="hf-page" aria-busy={busy || undefined}>
      <div className="hf-side"><Logo size={34} /></div>
      <div className="hf-body">
        <div className="hf-head"><Logo size={34} /></div>
        <main className="hf-main">{children}</main>
      </div>
    </div>
  );
}
