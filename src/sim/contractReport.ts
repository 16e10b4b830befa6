import { checkAnswer, describeBreak, simulatedCall } from '../kernel/api/contract';
import { getControl } from './control';

/** The start of the console line the demo's simulator writes for an answer of its own that breaks the contract. */
export const SIMULATOR_BREAK_PREFIX = '[simulator]';

/** What of msw's life-cycle events (the browser worker's and the node server's) the check listens to. */
export interface AnswerEvents {
  on(event: 'response:mocked', listener: (args: { request: Request; response: Response }) => void): unknown;
}

/** One simulated answer checked: the operation it answered, and the line that describes its problems (if any). */
export interface CheckedAnswer {
  operationId: string;
  broken: string | null;
}

/**
 * Checks every answer the simulator gives against api/openapi.yaml (the same checker as the client's) and hands each
 * to `seen`: the browser simulator writes broken ones to the console, tests fail on them and count the operations.
 */
export function watchAnswers(events: AnswerEvents, seen: (answer: CheckedAnswer) => void): void {
  events.on('response:mocked', (args) => {
    const done = checkOne(args, seen).catch(() => undefined);
    pending.add(done);
    void done.finally(() => pending.delete(done));
  });
}

// Checks still running (each loads its validators lazily): a test waits for them before it ends.
const pending = new Set<Promise<void>>();

/** Resolves once every answer given so far has been checked. */
export async function answersChecked(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}

async function checkOne({ request, response }: { request: Request; response: Response }, seen: (answer: CheckedAnswer) => void): Promise<void> {
  {
    const call = simulatedCall(request.url);
    if (!call) return;
    let body: unknown;
    try {
      const text = await response.clone().text();
      body = response.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : text;
    } catch {
      return;
    }
    const verdict = await checkAnswer(request.method, call.base, call.path, response.status, body);
    if (!verdict) return;
    const broken = verdict.problems.length ? describeBreak(request.method, call.path, response.status, verdict) : null;
    seen({ operationId: verdict.operationId, broken });
  }
}

/** The browser simulator's report: a broken answer of its own in the console, with a fixed start. */
export function reportContractBreaks(events: AnswerEvents): void {
  watchAnswers(events, ({ broken }) => {
    // Under ?sim=contract-break the answers are broken on purpose: the client's own line names them.
    if (broken && !getControl().contractBreak) console.error(`${SIMULATOR_BREAK_PREFIX} ${broken}`);
  });
}
