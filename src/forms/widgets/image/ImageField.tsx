import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useT } from '@kernel';
import { IMAGE_ACCEPT, imageProblem, readAsDataUrl } from './imageFile';

export interface ImageFieldProps {
  id: string;
  /** The field's label, already in the operator's language: the picture's alt text names it. */
  label: string;
  /** The picture as a data URL ('' when none). */
  value: string;
  fileName: string;
  onChange: (dataUrl: string, fileName: string) => void;
  describedBy: string;
  invalid: boolean;
  disabled?: boolean;
}

/**
 * A picture field (jpg, jpeg, png, at most 2 MB): checked the moment it is picked, so a wrong file gets its reason
 * at once and the picture already chosen stays. Kept as a data URL so a draft keeps it over a reload; the page sends
 * it when it sends the rest.
 */
export function ImageField({ id, label, value, fileName, onChange, describedBy, invalid, disabled }: ImageFieldProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const wrong = imageProblem(file);
    if (wrong) {
      setProblem(t(wrong));
    } else {
      setProblem(null);
      onChange(await readAsDataUrl(file), file.name);
    }
    if (input.current) input.current.value = '';
  };

  return (
    <Stack gap="2">
      <HStack gap="3" wrap="wrap">
        <input ref={input} id={id} type="file" accept={IMAGE_ACCEPT} disabled={disabled}
          aria-describedby={`${describedBy} ${id}-problem`.trim()} aria-invalid={invalid || problem !== null || undefined}
          onChange={(e) => void pick(e.target.files?.[0])} />
        {value && (
          <Button size="sm" variant="ghost" disabled={disabled} onClick={() => { setProblem(null); onChange('', ''); }}>
            {t('forms.image.remove')}
          </Button>
        )}
      </HStack>
      <Box id={`${id}-problem`} role="alert" color="red.700" textStyle="sm" _empty={{ display: 'none' }}>{problem}</Box>
      {value && (
        <HStack gap="3">
          <Image src={value} alt={t('forms.image.chosen_alt', { label })} maxH="24" objectFit="contain" w="fit-content" borderWidth="1px" borderRadius="sm" />
          <Text textStyle="sm" color="fg.muted" data-testid="proof-name">{fileName}</Text>
        </HStack>
      )}
    </Stack>
  );
}
