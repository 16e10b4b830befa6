import pluginMessageIds from 'virtual:plugin-message-ids';
import type { Messages } from './kernelCatalog';

/** Every message id a config file may name: the given catalog's ids and every plugin's, loaded or not. */
export function catalogIds(messages: Messages): Set<string> {
  return new Set([...Object.keys(messages), ...pluginMessageIds]);
}
