/** GET 1.0/async-requests/{id}: the async task shape of the API types (see tasks.ts for the poll sequence). */
import { http } from 'msw';
import { notFound, ok } from '@sim/kit';
import { pollTask } from '../tasks';
import { caller, countryPath } from './common';

export const asyncRequest = http.get(countryPath('1.0/async-requests/:id'), ({ request, params }) => {
  const who = caller(request, params);
  if (who.response) return who.response;
  const task = pollTask(who.country, String(params.id));
  return task ? ok(task) : notFound(`No async request ${String(params.id)}.`);
});
