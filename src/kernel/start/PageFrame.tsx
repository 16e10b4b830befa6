import type { Translate } from '../i18n/intl';
import type { PageFrameDecl } from '../pluginHost/definePlugin';
import { FrameChrome } from './FrameChrome';
import { FrameSearch } from './FrameSearch';
import { StartProblem } from './StartProblem';

/**
 * A page's top as plain elements (its heading and intro, as its manifest or the kernel declares them), drawn by a
 * cold start in the shell's frame before the portal's code arrives; the page replaces it.
 */
export function PageFrame({ t, frame, problem }: { t: Translate; frame: PageFrameDecl; problem?: string | null }) {
  return (
    <FrameChrome busy={!problem}>
      {problem && <StartProblem t={t} messageId={problem} />}
      <h1>{t(frame.title, frame.values)}</h1>
      {frame.intro && <p className="pf-intro">{t(frame.intro, frame.values)}</p>}
      {frame.search && <FrameSearch t={t} search={frame.search} />}
      {frame.sections && (
        <div className="pf-sections">
          {frame.sections.map((s) => (
            <section key={s.heading}>
              <h2>{t(s.heading)}</h2>
              {s.text && <p className="pf-intro">{t(s.text)}</p>}
            </section>
          ))}
        </div>
      )}
    </FrameChrome>
  );
}
