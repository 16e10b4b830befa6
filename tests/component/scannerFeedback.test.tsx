// The scanner widget's operator feedback: vibration and beep per outcome, given after the result line, and still
// given when the read takes the operator off the page.
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IntlProvider } from '../../src/kernel/i18n/intl';
import { PortalScannerEnvironment } from '../../src/kernel/shell/PortalScannerEnvironment';
import en from '../../src/kernel/messages/en.json';
import { ScannerWidget, type ScannerWidgetProps } from '../../src/ui/scanner/ScannerWidget';
import type { VibrationPattern } from '../../src/streams/scanFeedback';
import { portalSystem } from '../../src/ui/theme';

type OnScan = ScannerWidgetProps['onScan'];

/** Every oscillator made by any fake audio context: its frequency (if set) and whether it was started. */
const oscillators: Array<{ frequency?: number; started: boolean }> = [];

class FakeAudioContext {
  currentTime = 0;
  state = 'running';
  destination = { connect: () => undefined };
  resume(): Promise<void> { return Promise.resolve(); }
  close(): Promise<void> { return Promise.resolve(); }
  createOscillator() {
    const record: { frequency?: number; started: boolean } = { started: false };
    oscillators.push(record);
    return {
      type: 'sine' as OscillatorType,
      frequency: { setValueAtTime: (value: number) => { record.frequency = value; }, linearRampToValueAtTime: () => undefined },
      connect: () => undefined,
      start: () => { record.started = true; },
      stop: () => undefined,
    };
  }
  createGain() {
    return { gain: { setValueAtTime: () => undefined, linearRampToValueAtTime: () => undefined }, connect: () => undefined };
  }
}

/** Frequencies of the oscillators that were started (the widget's warm-up oscillator never is). */
const beeps = (): Array<number | undefined> => oscillators.filter((o) => o.started).map((o) => o.frequency);

/** The result line's text at each vibration, recorded inside the vibrate mock. */
let resultAtVibrate: Array<string | undefined> = [];
let vibrate = vi.fn<(pattern: VibrationPattern) => boolean>();
const originalAudio = Object.getOwnPropertyDescriptor(window, 'AudioContext');

beforeEach(() => {
  oscillators.length = 0;
  resultAtVibrate = [];
  vibrate = vi.fn<(pattern: VibrationPattern) => boolean>(() => {
    resultAtVibrate.push(document.querySelector('[data-testid="scan-result"]')?.textContent?.trim());
    return true;
  });
  Object.defineProperty(navigator, 'vibrate', { configurable: true, writable: true, value: vibrate });
  Object.defineProperty(window, 'AudioContext', { configurable: true, writable: true, value: FakeAudioContext });
});

afterEach(() => {
  delete (navigator as { vibrate?: unknown }).vibrate;
  if (originalAudio) Object.defineProperty(window, 'AudioContext', originalAudio);
  else delete (window as { AudioContext?: unknown }).AudioContext;
});

/** Renders `node` in the portal's providers; `submit` types a code into the 'Code' field and submits it. */
function renderScanning(node: ReactNode) {
  const user = userEvent.setup();
  render(
    <ChakraProvider value={portalSystem}>
      <IntlProvider locale="en" messages={en}><PortalScannerEnvironment>{node}</PortalScannerEnvironment></IntlProvider>
    </ChakraProvider>,
  );
  const submit = async (code: string) => {
    await user.type(screen.getByRole('textbox', { name: 'Code' }), code);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
  };
  return { submit };
}

const renderWidget = (onScan: OnScan = () => ({ ok: true })) => renderScanning(<ScannerWidget label="Code" onScan={vi.fn<OnScan>(onScan)} />);

describe('ScannerWidget: scan feedback', () => {
  it('an accepted scan vibrates 200 ms and beeps once at 880 Hz, after the result line is shown', async () => {
    const { submit } = renderWidget();
    await submit('SG-FB-1');
    await waitFor(() => expect(vibrate).toHaveBeenCalledTimes(1));
    expect(vibrate).toHaveBeenCalledWith(200);
    await waitFor(() => expect(beeps()).toEqual([880]));
    expect(resultAtVibrate).toEqual(['Scanned SG-FB-1']);
  });

  it('a duplicate gives the duplicate pattern and two 660 Hz beeps once; a further repeat stays quiet', async () => {
    const { submit } = renderWidget();
    await submit('SG-FB-2');
    await waitFor(() => expect(vibrate).toHaveBeenCalledTimes(1));
    await submit('SG-FB-2');
    await waitFor(() => expect(vibrate).toHaveBeenCalledTimes(2));
    expect(vibrate).toHaveBeenLastCalledWith([100, 60, 100]);
    await waitFor(() => expect(beeps()).toEqual([880, 660, 660]));

    await submit('SG-FB-2');
    await new Promise((r) => setTimeout(r, 250)); // longer than afterPaint's 100 ms fallback
    expect(vibrate).toHaveBeenCalledTimes(2);
    expect(beeps()).toEqual([880, 660, 660]);
  });

  it("a rejected verdict gives the error pattern, one 220 Hz beep and the flow's message as an error", async () => {
    const { submit } = renderWidget(() => ({ ok: false, message: 'Nope' }));
    await submit('SG-FB-3');
    await waitFor(() => expect(vibrate).toHaveBeenCalledTimes(1));
    expect(vibrate).toHaveBeenCalledWith([200, 100, 200]);
    await waitFor(() => expect(beeps()).toEqual([220]));
    const line = screen.getByTestId('scan-result');
    expect(line.getAttribute('data-kind')).toBe('error');
    expect(line.textContent?.trim()).toBe('Nope');
    expect(resultAtVibrate).toEqual(['Nope']);
  });

  it('a read whose flow leaves the page (the widget unmounts) still vibrates and beeps', async () => {
    function LeavesOnScan() {
      const [scanning, setScanning] = useState(true);
      const onScan: OnScan = () => {
        setScanning(false);
        return { ok: true };
      };
      return scanning ? <ScannerWidget label="Code" onScan={onScan} /> : <p>New order</p>;
    }
    const { submit } = renderScanning(<LeavesOnScan />);
    await submit('SG-FB-4');
    expect(await screen.findByText('New order')).toBeTruthy();
    await waitFor(() => expect(vibrate).toHaveBeenCalledWith(200));
    await waitFor(() => expect(beeps()).toEqual([880]));
  });
});
