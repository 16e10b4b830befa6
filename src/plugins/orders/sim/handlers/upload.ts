/**
 * POST 1.0/upload-pack-parcel-image: multipart field `file`, a JPEG or PNG of at most 2 MB (spec §5). The image is
 * kept in memory (the last 20) and served back at the url the answer gives.
 */
import { http } from 'msw';
import { badRequest, ok } from '../../../../sim/kit';
import { next, sim } from '../state';
import { caller, countryPath, fileUrl } from './common';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/jpg': 'jpg', 'image/png': 'png' };
const EXTENSIONS = ['jpg', 'jpeg', 'png'];
const KEPT_IMAGES = 20;

export const uploadPackImage = http.post(countryPath('1.0/upload-pack-parcel-image'), async ({ request, params }) => {
  const who = caller(request, params);
  if (who.response) return who.response;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return badRequest('Send the image as multipart form data with a field named file.');
  }
  const file = form.get('file');
  if (!(file instanceof Blob)) return badRequest('Send the image as multipart form data with a field named file.');
  const name = 'name' in file && typeof file.name === 'string' ? file.name : '';
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  const type = file.type.toLowerCase();
  // The type decides when the browser gave one; a generic or missing type falls back to the file name.
  const typeKnown = type !== '' && type !== 'application/octet-stream';
  const allowed = typeKnown ? type in TYPES && (extension === '' || EXTENSIONS.includes(extension)) : EXTENSIONS.includes(extension);
  if (!allowed) return badRequest('Only JPG, JPEG or PNG images can be uploaded.');
  if (file.size === 0) return badRequest('The image file is empty.');
  if (file.size > MAX_IMAGE_BYTES) return badRequest('The image is larger than 2 MB. Please choose a smaller image.');
  const stored = `${next('image')}.${TYPES[type] ?? (extension === 'png' ? 'png' : 'jpg')}`;
  sim.images.set(`${who.country}/${stored}`, { name, type: typeKnown ? type : extension === 'png' ? 'image/png' : 'image/jpeg', bytes: new Uint8Array(await file.arrayBuffer()) });
  for (const key of [...sim.images.keys()].slice(0, Math.max(0, sim.images.size - KEPT_IMAGES))) sim.images.delete(key);
  return ok({ url: fileUrl(request, who.country, `pack-images/${stored}`) });
});
