import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { DataTable } from '../../ui/table/DataTable';
import type { ConfigProblem } from '../config/problems';
import { Icon } from '../../ui/icons';
import type { Translate } from '../i18n/intl';

/** What an admin sees when config/ is broken: every problem with its file and JSON path, never a blank page. */
export function ConfigErrorScreen({ problems, t, mendHref }: { problems: ConfigProblem[]; t: Translate; mendHref?: string | undefined }) {
  return (
    <Box as="main" maxW="4xl" mx="auto" p={{ base: 4, md: 8 }}>
      <Stack gap="4">
        <Stack direction="row" align="center" gap="3" color="red.700">
          <Icon name="alert" size={28} />
          <Heading as="h1" size="xl">{t('config_error.title')}</Heading>
        </Stack>
        <Text>{t('config_error.body')}</Text>
        {/* Every problem on one page: an admin fixes them from this list, and it is never long. */}
        <DataTable<ConfigProblem & { key: string }>
          rows={problems.map((p, i) => ({ ...p, key: String(i) }))}
          columns={[
            { id: 'file', header: t('config_error.file'), cell: (p) => <Text as="span" fontFamily="mono">{p.file}</Text>, sortValue: (p) => p.file },
            { id: 'path', header: t('config_error.path'), cell: (p) => <Text as="span" fontFamily="mono">{p.path || '/'}</Text> },
            { id: 'problem', header: t('config_error.problem'), cell: (p) => p.message },
          ]}
          rowKey={(p) => p.key}
          pageSize={Math.max(50, problems.length)}
          texts={{
            loading: t('loading'), empty: t('no_data'), error: t('something_went_wrong'), previous: t('table.previous'), next: t('table.next'),
            page: (page, pages) => t('table.page', { page, pages }),
          }}
          label={t('config_error.title')}
          testId="config-problems"
        />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'center' }}>
          {/* A full load, not a client-side move: the page opens on the files as served, like a reload. */}
          {mendHref && <Button asChild variant="outline" colorPalette="brand"><a href={mendHref}>{t('config_error.mend')}</a></Button>}
          <Button colorPalette="brand" onClick={() => window.location.reload()}>{t('config_error.reload')}</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
