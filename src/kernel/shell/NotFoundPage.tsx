import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../i18n/intl';

export default function NotFoundPage() {
  const t = useT();
  return (
    <Stack gap="4" maxW="lg" py="10">
      <Heading as="h1" size="xl">{t('not_found.title')}</Heading>
      <Text>{t('not_found.body')}</Text>
      <Button asChild colorPalette="brand" alignSelf="start">
        <RouterLink to="/">{t('not_found.back_home')}</RouterLink>
      </Button>
    </Stack>
  );
}
