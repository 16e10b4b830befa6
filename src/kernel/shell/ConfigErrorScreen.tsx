import { Box, Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { ConfigProblem } from '../config/problems';
import { Icon } from '../../ui/icons';
import type { Translate } from '../i18n/intl';

/** What an admin sees when config/ is broken: every problem with its file and JSON path, never a blank page. */
export function ConfigErrorScreen({ problems, t }: { problems: ConfigProblem[]; t: Translate }) {
  return (
    <Box as="main" maxW="4xl" mx="auto" p={{ base: 4, md: 8 }}>
      <Stack gap="4">
        <Stack direction="row" align="center" gap="3" color="red.700">
          <Icon name="alert" size={28} />
          <Heading as="h1" size="xl">{t('config_error.title')}</Heading>
        </Stack>
        <Text>{t('config_error.body')}</Text>
        <Box overflowX="auto">
          <Table.Root size="sm" variant="outline" data-testid="config-problems">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('config_error.file')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('config_error.path')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('config_error.problem')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {problems.map((p, i) => (
                <Table.Row key={i}>
                  <Table.Cell fontFamily="mono">{p.file}</Table.Cell>
                  <Table.Cell fontFamily="mono">{p.path || '/'}</Table.Cell>
                  <Table.Cell>{p.message}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        <Button alignSelf="start" colorPalette="brand" onClick={() => window.location.reload()}>{t('config_error.reload')}</Button>
      </Stack>
    </Box>
  );
}
