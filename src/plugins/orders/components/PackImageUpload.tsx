import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { errorText, isPortalError, normalizeError, useT } from '@kernel';
import { IMAGE_ACCEPT, imageProblem } from '@forms';
import { uploadPackImage } from '../api/orderApi';

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
        <input ref={input} id={id} type="file" accept={IMAGE_ACCEPT} disabled={disabled || busy}
          aria-describedby={`${id}-help ${id}-err`} onChange={(e) => void pick(e.target.files?.[0])} />
        {busy && <Button size="sm" loading variant="ghost">{t('orders.uploading')}</Button>}
      </HStack>
      <Text id={`${id}-help`} fontSize="sm" color="fg.muted">{t('orders.pack_image_help')}</Text>
      <Box id={`${id}-err`} role="alert" color="red.700">{problem}</Box>
      {imageUrl && <Image src={imageUrl} alt={t('orders.pack_image_alt')} maxH="32" objectFit="contain" w="fit-content" />}
    </Stack>
  );
}
