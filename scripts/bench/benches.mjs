// The benches and tools the entry (index.mjs) runs by name, each with its file and what it measures.

/** name → [file in scripts/bench/, what it measures]. The first is what a plain `npm run bench` runs. */
export const BENCHES = {
  live: ['live/index.mjs', 'the live build: login-screen JS, cold loads of /login, no simulator, Lighthouse, the camera scanner (the summary)'],
  pages: ['pages/index.mjs', 'every menu page after a real login: Lighthouse, usable at, cold JS against its budget'],
  studio: ['studio/index.mjs', 'the config studio: keystroke to problem status at 4x CPU, its own JavaScript'],
  offline: ['offline.mjs', 'the service worker: login JS, precache, offline reload to a usable send page'],
  orders: ['orders/index.mjs', 'the new-order page: its JavaScript, keystroke latency and long tasks at 4x CPU'],
  collect: ['collect.mjs', 'customer collect: typed OTP to the parcel list, typed id to its tick'],
  history: ['history.mjs', 'history: its JavaScript, first rows, scrolling, the quick filter and paging at 4x CPU'],
  handover: ['handover.mjs', 'driver handover: menu click to a 120-row job, typed id to its tick'],
  analytics: ['analytics/index.mjs', 'business analytics: its JavaScript by library, and the pages that must not load it'],
  bulk: ['bulk.mjs', 'bulk upload: a 100-row CSV and XLSX read, validated and reviewed at 4x CPU'],
  'orders-profile': ['orders/profile.mjs', 'tool: the new-order page\'s renders per commit and where typing spends its time'],
  'ab-pages': ['tools/abPages.mjs', 'tool: Lighthouse alternating on two live builds <distA> <distB> [runs] [paths]'],
  'ready-at': ['tools/readyAt.mjs', 'tool: when a page is usable at 4x CPU in two builds <distA> <distB> <path> <selector> [runs]'],
  'cpu-time': ['tools/cpuTime.mjs', 'tool: a cold page\'s main-thread CPU time in two builds <distA> <distB> [runs] [path]'],
  'task-trace': ['tools/taskTrace.mjs', 'tool: a cold page\'s long tasks as Lighthouse counts them <dist> [path] [user] [runs]'],
  'cold-profile': ['tools/coldProfile.mjs', 'tool: a cold page\'s long tasks at 4x CPU with their functions <path> [user]'],
  'render-stacks': ['tools/renderStacks.mjs', 'tool: a cold page\'s CPU profile mapped to sources <dist> [path] [minMs]'],
  'visit-trace': ['tools/visitTrace.mjs', 'tool: main-thread CPU time of a page per visit <dist> <path> <selector> [runs] [visits] [user]'],
};
