/**
 * POST 1.0/upload-pack-parcel-image: multipart field `file`, a JPEG or PNG of at most 2 MB (spec §5), read by the
 * kit's readUploadedImage. The image is kept in memory (the last 20) and served back at the url the answer gives.
 */
import { ok, readUploadedImage } from '@sim/kit';
import { next, sim } from '../state';
import { caller, countryHttp, fileUrl } from './common';

const KEPT_IMAGES = 20;

export const uploadPackImage = countryHttp.post('/1.0/upload-pack-parcel-image', async ({ request, params }) => {
  const who = caller(request, params);
  if (who.response) return who.response;
  const read = await readUploadedImage(request);
  if (read.response) return read.response;
  const stored = `${next('image')}.${read.extension}`;
  sim.images.set(`${who.country}/${stored}`, read.image);
  for (const key of [...sim.images.keys()].slice(0, Math.max(0, sim.images.size - KEPT_IMAGES))) sim.images.delete(key);
  return ok({ url: fileUrl(request, who.country, `pack-images/${stored}`) });
});
