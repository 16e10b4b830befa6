/** What a picture field takes (spec: jpg, jpeg or png, at most 2 MB), checked in the browser before anything is sent. */

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);

/** The file input's `accept`: the extensions and their types. */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/** Message id of what is wrong with a picked image, or null. */
export function imageProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  if (!['jpg', 'jpeg', 'png'].includes(ext) || (file.type !== '' && !IMAGE_TYPES.has(file.type))) return 'forms.image.wrong_type';
  if (file.size > IMAGE_MAX_BYTES) return 'forms.image.too_large';
  return null;
}

/** A picked file as a data URL, which a draft can keep over a reload. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
