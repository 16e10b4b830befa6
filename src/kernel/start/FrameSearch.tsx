import type { Translate } from '../i18n/intl';
import type { PageFrameDecl } from '../pluginHost/definePlugin';
import { noteFrameInput } from './frameInput';

/**
 * A page's search field drawn plain in its frame, at the page's sizes (home.css): it takes typing at once, and the
 * page, once it arrives, carries on with the text and the focus, and searches if Enter was pressed.
 */
export function FrameSearch({ t, search }: { t: Translate; search: NonNullable<PageFrameDecl['search']> }) {
  const id = `pf-${search.name}`;
  const note = (input: HTMLInputElement, focused: boolean, submitted = false) => noteFrameInput(search.name, { value: input.value, focused, submitted });
  return (
    <form className="pf-search" role="search" onSubmit={(e) => {
      e.preventDefault();
      const input = e.currentTarget.elements.namedItem(id);
      if (input instanceof HTMLInputElement) note(input, true, true);
    }}>
      <label htmlFor={id}>{t(search.label)}</label>
      <input id={id} name={id} type="search" placeholder={t(search.placeholder)}
        onInput={(e) => note(e.currentTarget, true)} onFocus={(e) => note(e.currentTarget, true)} onBlur={(e) => note(e.currentTarget, false)} />
    </form>
  );
}
