/**
 * POST 1.0/upload-pack-parcel-image: multipart field `file`, a JPEG or PNG of at most 2 MB (spec §5). The image is
 * kept in memory (the last 20) and served back at the url the answer gives. The bank account proof upload of the
 * shipper sign-up reads its image the same way (readUploadedImage).
 */
import { http } from 'msw';
import { badRequest, ok, type SimResponse } from '@sim/kit';
import { next, sim, type ImageRecord } from '../state';
import { caller, countryPath, fileUrl } from './common';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/jpg': 'jpg', 'image/png': 'png' };
const EXTENSIONS = ['jpg', 'jpeg', 'png'];
const KEPT_IMAGES = 20;

/** The multipart `file` of a request, checked like the server does: type (or name), not empty, at most 2 MB. */
export async function readUploadedImage(request: Request): Promise<{ image: ImageRecord; extension: string; response?: undefined } | { response: SimResponse }> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { response: badRequest('Send the image as multipart form data with a field named file.') };
  }
  const file = form.get('file');
  if (!(file instanceof Blob)) return { response: badRequest('Send the image as multipart form data with a field named file.') };
  const name = 'name' in file && typeof file.name === 'string' ? file.name : '';
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  const type = file.type.toLowerCase();
  // The type decides when the browser gave one; a generic or missing type falls back to the file name.
  const typeKnown = type !== '' && type !== 'application/octet-stream';
  const allowed = typeKnown ? type in TYPES && (extension === '' || EXTENSIONS.includes(extension)) : EXTENSIONS.includes(extension);
  if (!allowed) return { response: badRequest('Only JPG, JPEG or PNG images can be uploaded.') };
  if (file.size === 0) return { response: badRequest('The image file is empty.') };
  if (file.size > MAX_IMAGE_BYTES) return { response: badRequest('The image is larger than 2 MB. Please choose a smaller image.') };
  const stored = TYPES[type] ?? (extension === 'png' ? 'png' : 'jpg');
  const image = { name, type: typeKnown ? type : extension === 'png' ? 'image/png' : 'image/jpeg', bytes: new Uint8Array(await file.arrayBuffer()) };
  return { image, extension: stored };
}

export const uploadPackImage = http.post(countryPath('1.0/upload-pack-parcel-image'), async ({ request, params }) => {
  const who = caller(request, params);
  if (who.response) return who.response;
  const read = await readUploadedImage(request);
  if (read.response) return read.response;
  const stored = `${next('image')}.${read.extension}`;
  sim.images.set(`${who.country}/${stored}`, read.image);
  for (const key of [...sim.images.keys()].slice(0, Math.max(0, sim.images.size - KEPT_IMAGES))) sim.images.delete(key);
  return ok({ url: fileUrl(request, who.country, `pack-images/${stored}`) });
});
