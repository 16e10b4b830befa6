import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import { useCallback, useEffect, useRef } from 'react';

export interface SignaturePadProps {
  /** The signature as a PNG data URL, or null when blank. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Accessible name of the drawing area. */
  label: string;
  clearLabel: string;
  /** Ids of the help and error texts. */
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** CSS height of the pad; its width follows the container. */
  height?: number;
}

const INK = '#1a202c';

/**
 * A signature drawn with a finger, a stylus or the mouse. Strokes go straight to the canvas (no React render per
 * pointer move, so drawing stays smooth on a cheap phone); the PNG is handed over once per stroke. A saved
 * signature is painted back, so a restored draft shows what was signed.
 */
export function SignaturePad({ value, onChange, label, clearLabel, describedBy, invalid, disabled, height = 180 }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const last = useRef<{ x: number; y: number } | null>(null);
  // The PNG this pad produced last: when `value` comes back equal, nothing needs painting.
  const produced = useRef<string | null>(null);

  const context = useCallback(() => {
    const c = canvas.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx) return null;
    return { c, ctx };
  }, []);

  // Backing store at the device's pixel ratio, so lines are crisp; repainted from `value` when it is not ours.
  useEffect(() => {
    const got = context();
    if (!got) return;
    const { c, ctx } = got;
    const ratio = window.devicePixelRatio || 1;
    const width = c.clientWidth || 300;
    if (c.width !== Math.round(width * ratio)) {
      c.width = Math.round(width * ratio);
      c.height = Math.round(height * ratio);
      produced.current = null;
    }
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    if (value === produced.current) return;
    ctx.clearRect(0, 0, c.width, c.height);
    produced.current = value;
    if (!value) return;
    const img = new Image();
    img.onload = () => ctx.drawImage(img, 0, 0, c.clientWidth, height);
    img.src = value;
  }, [value, height, context]);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };

  const down = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (disabled) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = true;
    last.current = point(e);
    const got = context();
    if (!got) return;
    // A dot for a tap, so initials made of dots still show.
    got.ctx.fillStyle = INK;
    got.ctx.beginPath();
    got.ctx.arc(last.current.x, last.current.y, 1.2, 0, Math.PI * 2);
    got.ctx.fill();
  };

  const move = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current || !last.current) return;
    const got = context();
    if (!got) return;
    const p = point(e);
    const { ctx } = got;
    ctx.strokeStyle = INK;
    ctx.lineWidth = 2.4;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.moveTo(last.current.x, last.current.y);
    ctx.lineTo(p.x, p.y);
    ctx.stroke();
    last.current = p;
  };

  const up = () => {
    if (!drawing.current) return;
    drawing.current = false;
    last.current = null;
    const c = canvas.current;
    if (!c) return;
    const png = c.toDataURL('image/png');
    produced.current = png;
    onChange(png);
  };

  const clear = () => {
    const got = context();
    if (got) got.ctx.clearRect(0, 0, got.c.width, got.c.height);
    produced.current = null;
    onChange(null);
  };

  return (
    <Stack gap="2">
      <Box borderWidth="2px" borderStyle="dashed" borderColor={invalid ? 'red.600' : 'border.emphasized'} borderRadius="md" bg="white">
        <canvas
          ref={canvas}
          role="img"
          aria-label={label}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          data-testid="signature-pad"
          style={{ display: 'block', width: '100%', height, touchAction: 'none', cursor: disabled ? 'not-allowed' : 'crosshair' }}
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
        />
      </Box>
      <HStack>
        <Button size="sm" variant="outline" onClick={clear} disabled={disabled || value === null}>{clearLabel}</Button>
      </HStack>
    </Stack>
  );
}
