/**
 * Stands in for markdown-to-jsx (about 15 kB gzip in the order form chunk). rjsf renders markdown only for fields
 * whose ui:options turn on enableMarkdownInDescription or enableMarkdownInHelp, which the forms schema does not
 * allow, so the text is shown as it is.
 */
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

export default Markdown;
