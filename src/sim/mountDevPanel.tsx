import { ChakraProvider } from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';
import { portalSystem } from '../ui';
import { DevPanel } from './DevPanel';

/** The simulated API's developer panel, in its own root so it never disturbs the portal's tree. */
export function mountDevPanel(t: (id: string, values?: Record<string, string | number>) => string): void {
  const host = document.createElement('div');
  host.id = 'sim-dev-panel';
  document.body.appendChild(host);
  createRoot(host).render(
    <ChakraProvider value={portalSystem}>
      <DevPanel t={t} />
    </ChakraProvider>,
  );
}
