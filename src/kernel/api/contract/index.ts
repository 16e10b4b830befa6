// The API contract at run time: each answer checked against api/openapi.yaml (docs/api.md, 'Answers checked').
export { checkAnswer, describeBreak, operationOf, simulatedCall, CONTRACT_BREAK_PREFIX, type ApiBase, type ContractVerdict } from './check';
export type { ContractProblem } from './problems';
