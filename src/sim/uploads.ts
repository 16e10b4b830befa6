// An image sent as multipart `file`, checked as the server checks uploads (pack images, a bank account's proof).
import { badRequest, type SimError } from './respond';

/** An uploaded image as the simulated server keeps it. */
export interface ImageRecord {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/jpg': 'jpg', 'image/png': 'png' };
const EXTENSIONS = ['jpg', 'jpeg', 'png'];

/** The multipart `file` of a request, checked like the server does: type (or name), not empty, at most 2 MB. */
export async function readUploadedImage(request: Request): Promise<{ image: ImageRecord; extension: string; response?: undefined } | { response: SimError }> {
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
