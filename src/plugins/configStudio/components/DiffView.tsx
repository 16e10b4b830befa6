import { Box } from '@chakra-ui/react';
import type { Translate } from '@kernel';
import type { DiffHunk } from '../model/lineDiff';

const MARK = { same: ' ', removed: '-', added: '+' } as const;
const BG = { same: undefined, removed: 'red.50', added: 'green.50' } as const;

/**
 * A file's line diff, hunk by hunk: each line with its number on the served (old) and edited (new) side. The
 * +/- mark and a screen-reader word say what colour shows.
 */
export function DiffView({ t, hunks, label }: { t: Translate; hunks: readonly DiffHunk[]; label: string }) {
  return (
    <Box as="figure" m="0" aria-label={label} fontFamily="mono" fontSize="sm" borderWidth="1px" borderRadius="md" overflow="hidden">
      {hunks.map((h) => (
        <Box key={`${h.oldStart}:${h.newStart}`} borderTopWidth="1px" _first={{ borderTopWidth: 0 }}>
          <Box bg="bg.muted" px="2" color="fg">{t('configStudio.diff_hunk', { old: h.oldStart, new: h.newStart })}</Box>
          {h.lines.map((l, i) => (
            <Box key={i} display="flex" bg={BG[l.kind]} data-kind={l.kind} whiteSpace="pre-wrap" overflowWrap="anywhere">
              <Box as="span" flex="none" w="3ch" textAlign="end" color="fg.muted" aria-hidden="true">{l.kind === 'added' ? '' : l.oldLine}</Box>
              <Box as="span" flex="none" w="3ch" ms="1" textAlign="end" color="fg.muted" aria-hidden="true">{l.kind === 'removed' ? '' : l.newLine}</Box>
              <Box as="span" flex="none" w="2ch" ms="1" aria-hidden="true">{MARK[l.kind]}</Box>
              {l.kind !== 'same' && <Box as="span" srOnly>{t(l.kind === 'added' ? 'configStudio.diff_added' : 'configStudio.diff_removed')} </Box>}
              <Box as="span" minW="0">{l.text}</Box>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}
