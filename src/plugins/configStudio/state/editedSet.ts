import type { ReadConfigFile } from '@kernel';
import { refusalOf } from '../editor/limits';
import type { StudioDrafts } from './drafts';

/**
 * The config set as edited: a file's draft when there is one, else the served file. A draft that is too large or
 * too deep is refused here, before anything parses it (the check lists the file as unreadable).
 */
export function editedReader(drafts: Pick<StudioDrafts, 'get'>, served: ReadConfigFile): ReadConfigFile {
  return async (rel) => {
    const draft = drafts.get(rel);
    const text = draft ?? (await served(rel));
    const refused = text === null ? null : refusalOf(text);
    if (refused) throw new Error(refused === 'tooLarge' ? 'over 1 MB, refused' : 'nested more than 64 levels, refused');
    return text;
  };
}
