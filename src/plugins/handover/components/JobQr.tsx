import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

/**
 * The job's QR code for the driver's phone, drawn as SVG at 240 px (a phone reads it from arm's length). The encoder
 * loads with this component only; if it cannot, the 6-digit code beside it still works.
 */
export function JobQr({ payload, label }: { payload: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('bwip-js/browser')
      .then(({ qrcode, drawingSVG }) => {
        if (live) setSvg(qrcode({ bcid: 'qrcode', text: payload, scale: 4, paddingwidth: 4, paddingheight: 4, backgroundcolor: 'FFFFFF' }, drawingSVG()));
      })
      .catch(() => { if (live) setSvg(null); });
    return () => { live = false; };
  }, [payload]);
  if (!svg) return <Box w="240px" h="240px" bg="gray.100" rounded="md" aria-hidden="true" />;
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  return <img src={src} alt={label} width={240} height={240} data-testid="handover-qr" style={{ imageRendering: 'pixelated', background: '#fff' }} />;
}
