import { answersChecked, watchAnswers, type AnswerEvents } from './contractReport';

/**
 * In tests: what the node simulator answered, checked against the API contract. tests/setup.ts fails a test whose
 * answers broke it and writes the operations answered in the run (scripts/test.mjs prints the coverage line).
 */
const broken: string[] = [];
const answered = new Set<string>();

export function tallyAnswers(events: AnswerEvents): void {
  watchAnswers(events, ({ operationId, broken: line }) => {
    answered.add(operationId);
    if (line) broken.push(line);
  });
}

/** The broken answers since the last call (each line names the call and the JSON path), once they are all checked. */
export async function takeBrokenAnswers(): Promise<string[]> {
  await answersChecked();
  return broken.splice(0);
}

export function answeredOperations(): string[] {
  return [...answered].sort();
}
