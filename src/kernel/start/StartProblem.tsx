import type { Root } from 'react-dom/client';
import type { Translate } from '../i18n/intl';
import './home.css';

/** The portal's code did not arrive (offline, or gone after a deployment): say so, with a reload. */
export function StartProblem({ t, messageId }: { t: Translate; messageId: string }) {
  return (
    <div className="hf-problem" role="alert">
      <p>{t(messageId)}</p>
      <button type="button" onClick={() => location.reload()}>{t('update_now')}</button>
    </div>
  );
}

/** The problem alone, where no home frame was drawn; in the entry chunk, so it shows whatever else is gone. */
export function renderStartProblem(root: Root, t: Translate, messageId: string): void {
  root.render(<div className="hf-page"><main className="hf-main"><StartProblem t={t} messageId={messageId} /></main></div>);
}
