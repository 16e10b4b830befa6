import type { Translate } from '../i18n/intl';
import type { PageFrameDecl } from '../pluginHost/definePlugin';
import { noteFrameInput } from './frameInput';

/**
 * A page's search field drawn plain in its frame, at the page's sizes (home.css): it takes typing at once, and the
 * page, once it arrives, carries on with the text and the focus. Enter waits for the page.
 */
export function FrameSearch({ t, search }: { t: Translate; search: NonNullable<PageFrameDecl['search']> }) {
  const id = `pf-${search.name}`;
  const note = (input: HTMLInputElement, focused: boolean) => noteFrameInput(search.name, { value: input.value, focused });
  return (
    <form className="pf-search" role="search" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={id}>{t(search.label)}</label>
      <input id={id} type="search" placeholder={t(search.placeholder)}
        onInput={(e) => note(e.currentTarget, true)} onFocus={(e) => note(e.currentTarget, true)} onBlur={(e) => note(e.currentTarget, false)} />
    </form>
  );
}
