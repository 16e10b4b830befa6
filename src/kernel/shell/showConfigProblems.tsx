import { Suspense } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { PortalSystemProvider } from '../../ui/fullSystem';
import { Loading } from '../../ui/PageState';
import type { ReadConfigFile } from '../config/load';
import { formatProblems, type ConfigProblem } from '../config/problems';
import type { Messages } from '../i18n/catalogs';
import { IntlProvider, makeIntl, type Translate } from '../i18n/intl';
import { pageComponent } from '../pages';
import type { Locale } from '../types';
import { ChunkNotice } from './ChunkNotice';
import { ConfigErrorScreen } from './ConfigErrorScreen';
import { findMendingPage } from './mendingPage';
import { PageBoundary } from './PageBoundary';

/**
 * The admin's screen: every config problem, file and JSON path, instead of a blank page. When a page that mends
 * config/ is installed (`mendsConfig`), the screen links to it, and at its address that page opens instead, on the
 * files as served, so an admin can fix what stops the portal from the browser.
 */
export async function showConfigProblems(root: Root, problems: ConfigProblem[], locale: Locale, messages: Messages, read?: ReadConfigFile): Promise<void> {
  console.error(formatProblems(problems));
  if (problems.some((p) => p.unreachable)) {
    showUnreachable(root, makeIntl(locale, messages).t);
    return;
  }
  const mend = read ? await findMendingPage(read).catch(() => null) : null;
  const Page = mend?.here ? pageComponent(mend.id) : undefined;
  const t = makeIntl(locale, messages).t;
  if (Page) {
    const router = createBrowserRouter([{ path: '*', element: <PageBoundary><Suspense fallback={<Loading label={t('loading')} />}><Page /></Suspense></PageBoundary> }], {
      basename: import.meta.env.BASE_URL.replace(/\/$/, '') || undefined,
    });
    root.render(
      <PortalSystemProvider>
        <IntlProvider locale={locale} messages={messages}>
          <RouterProvider router={router} />
        </IntlProvider>
      </PortalSystemProvider>,
    );
    return;
  }
  root.render(
    <PortalSystemProvider>
      <ConfigErrorScreen problems={problems} t={t} mendHref={mend?.href} />
    </PortalSystemProvider>,
  );
}

/**
 * A config file that could not be fetched at all is a dropped network, not a broken file: no admin's to fix, and the
 * files that did arrive cannot be judged without it. The operator is told to check the connection, and the portal
 * starts again by itself once the browser is back online.
 */
function showUnreachable(root: Root, t: Translate): void {
  window.addEventListener('online', () => location.reload(), { once: true });
  root.render(
    <PortalSystemProvider>
      <main><ChunkNotice message={t('loading_chunk_failed')} action={t('config_error.reload')} /></main>
    </PortalSystemProvider>,
  );
}
