// @vitest-environment node
import './nodeEnv';
import { it } from 'vitest';
import { decodeLinear } from '../../../src/ui/scanner/decoder/linear';
import { toGray } from '../../../src/ui/scanner/decoder/scanlines';
import { addNoise, blur, centred, renderSymbol } from './frames';
it('noise levels', async () => {
  for (const [bcid, text] of [['code128', 'NVSGDEMO00012345'], ['code128', 'SG-123-ABC'], ['code39', 'ABC-1234'], ['ean13', '9556091130061']]) {
    const sym = await blur(await renderSymbol(bcid as string, text as string), 0.6);
    const out: string[] = [];
    for (const a of [10, 15, 20, 25, 30, 40]) {
      let ok = 0; let bad = 0;
      for (let seed = 1; seed <= 5; seed++) {
        const f = addNoise(centred(sym), a, seed);
        const reads = decodeLinear(toGray(f.data, 640, 480), 640, 480, ['code_128', 'code_39', 'ean_13'], {});
        ok += reads.filter((r) => r.code === text).length; bad += reads.filter((r) => r.code !== text).length;
      }
      out.push(`±${a}: ${(ok / 5).toFixed(1)} rows${bad ? ' BAD ' + bad : ''}`);
    }
    console.log(bcid, text, out.join(' | '));
  }
}, 120000);
