import { createContext } from 'react';

/**
 * True while what plugin pages wait for after login (config/forms) could not be fetched: a dropped network. Only
 * plugin pages say so; home, settings and the shell around them do not need it and stay usable.
 */
export const PluginPagesUnreachable = createContext(false);
