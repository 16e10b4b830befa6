import { Box, Button, Heading, Text } from '@chakra-ui/react';
import type { ConfigProblem, Translate } from '@kernel';

type T = Translate;

/** Every problem of the shared check, by file and JSON path; a click opens the file at that path. */
export function ProblemList({ t, problems, checking, onPick }: {
  t: T; problems: readonly ConfigProblem[] | null; checking: boolean; onPick: (p: ConfigProblem) => void;
}) {
  return (
    <Box as="section" aria-labelledby="studio-problems" mt="4">
      <Heading as="h2" id="studio-problems" size="md">{t('configStudio.problems')}</Heading>
      <Text role="status" data-testid="studio-problem-status" my="2">
        {problems === null ? t('configStudio.checking')
          : problems.length === 0 ? t('configStudio.no_problems')
          : t('configStudio.problem_count', { count: problems.length })}
        {checking && problems !== null ? ` ${t('configStudio.checking')}` : ''}
      </Text>
      {problems && problems.length > 0 && (
        <Box as="ul" listStyleType="none" p="0" m="0" data-testid="studio-problems">
          {problems.map((p, i) => (
            <Box as="li" key={`${p.file} ${p.path} ${p.message} ${i}`} mb="1">
              <Button variant="ghost" size="sm" h="auto" py="1" whiteSpace="normal" textAlign="start" justifyContent="flex-start"
                color={p.severity === 'error' ? 'red.700' : 'fg'} onClick={() => onPick(p)}>
                {p.severity === 'warning' ? `${t('configStudio.warning')}: ` : ''}
                {t('configStudio.problem_at', { file: p.file, path: p.path || '/', message: p.message })}
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
