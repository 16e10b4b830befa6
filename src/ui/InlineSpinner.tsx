/**
 * A busy mark for parts that appear while the operator is typing (a lookup, a price). Its CSS is a start-up global
 * (theme.ts), so showing it inserts no style rule; Chakra's Spinner inserts its recipe the first time a size shows.
 * Decorative: the text beside it says what is going on.
 */
export function InlineSpinner({ size = 'sm' }: { size?: 'xs' | 'sm' | 'lg' }) {
  return <span className="portal-spinner" data-size={size} aria-hidden="true" />;
}
