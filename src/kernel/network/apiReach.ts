import axios from 'axios';
import { noteApiAnswered, noteApiDropped } from './state';

/**
 * What an API call's outcome says about the network: any answer (even an error status) means the server is
 * reachable; an error with no response, other than a cancel, means the network dropped.
 */
export function noteCallOutcome(error?: unknown): void {
  if (error === undefined) { noteApiAnswered(); return; }
  if (axios.isCancel(error)) return;
  const response = (error as { response?: unknown } | null)?.response;
  if (response) noteApiAnswered();
  else noteApiDropped();
}
