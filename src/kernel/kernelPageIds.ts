// The route ids the kernel draws itself. Below the page loaders (kernelPages.ts), so what needs only to know which
// pages exist (the menu, the header search, the studio's preview) does not reach the pages' code.

export const KERNEL_PAGE_IDS = ['home', 'login', 'validateLogin', 'setup2FAForm', 'settings', 'activity', 'scannerSettings'] as const;

/** A page the kernel draws. */
export type KernelPageId = (typeof KERNEL_PAGE_IDS)[number];

const ids: ReadonlySet<string> = new Set(KERNEL_PAGE_IDS);

/** Whether the kernel draws this route id's page. */
export const isKernelPage = (routeId: string): routeId is KernelPageId => ids.has(routeId);
