import { Button } from '@chakra-ui/react';
import { memo, type CSSProperties } from 'react';
import { InlineSpinner } from '../../InlineSpinner';

const SPINNER_BOX: CSSProperties = { position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' };
const INVISIBLE: CSSProperties = { opacity: 0 };

/**
 * 'Tap to start the camera', with a spinner while the camera starts. Chakra's `loading` button would mount its
 * spinner components in the tap, and the first time insert their style rules, which makes the browser recompute the
 * style of the whole page in that same task; InlineSpinner's style is there from start-up. As with `loading`: the
 * button is disabled, its label stays (invisible) for its size and accessible name.
 */
export const StartButton = memo(function StartButton({ loading, label, onClick }: { loading: boolean; label: string; onClick: () => void }) {
  return (
    <Button size="lg" colorPalette="brand" disabled={loading} aria-busy={loading || undefined} onClick={onClick}>
      {loading && <span style={SPINNER_BOX}><InlineSpinner /></span>}
      <span style={loading ? INVISIBLE : undefined}>{label}</span>
    </Button>
  );
});
