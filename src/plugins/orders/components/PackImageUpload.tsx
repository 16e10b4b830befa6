import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { errorText, isPortalError, normalizeError, useT } from '@kernel';
import { uploadPackImage } from '../api/orderApi';

/** Spec: images at most 2 MB, jpg, jpeg or png. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);

/** Message id of what is wrong with a picked image, or null. */
export function imageProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  if (!['jpg', 'jpeg', 'png'].includes(ext) || (file.type !== '' && !IMAGE_TYPES.has(file.type))) return 'orders.image_wrong_type';
  if (file.size > IMAGE_MAX_BYTES) return 'orders.image_too_large';
  return null;
}

/** The photo of a pack parcel: checked here first, then uploaded; a refused file leaves the form as it was. */
export function PackImageUpload({ imageUrl, onUploaded, disabled }: { imageUrl: string | null; onUploaded: (url: string) => void; disabled?: boolean }) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const local = imageProblem(file);
    if (local) { setProblem(t(local)); return; }
    setBusy(true);
    setProblem(null);
    try {
      onUploaded((await uploadPackImage(file)).url);
    } catch (e) {
      setProblem(errorText(t, isPortalError(e) ? e : normalizeError(e)));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Stack gap="2">
      <Text asChild fontWeight="medium"><label htmlFor={id}>{t('orders.pack_image')}</label></Text>
      <HStack gap="3" wrap="wrap">
        <input ref={input} id={id} type="file" accept=".jpg,.jpeg,.png,image/jpeg,image/png" disabled={disabled || busy}
          aria-describedby={`${id}-help ${id}-err`} onChange={(e) => void pick(e.target.files?.[0])} />
        {busy && <Button size="sm" loading variant="ghost">{t('orders.uploading')}</Button>}
      </HStack>
      <Text id={`${id}-help`} fontSize="sm" color="fg.muted">{t('orders.pack_image_help')}</Text>
      <Box id={`${id}-err`} role="alert" color="red.700">{problem}</Box>
      {imageUrl && <Image src={imageUrl} alt={t('orders.pack_image_alt')} maxH="32" objectFit="contain" w="fit-content" />}
    </Stack>
  );
}
