/** GET 1.0/async-requests/{id}: any simulator's async task (tasks.ts), for its country only. */
import { http } from 'msw';
import { countryCaller, countryEndpoint } from '../countryEndpoint';
import { notFound, ok } from '../respond';
import { pollTask } from '../tasks';

export const asyncRequest = http.get(countryEndpoint('1.0/async-requests/:id'), ({ request, params }) => {
  const who = countryCaller(request, params);
  if (who.response) return who.response;
  const task = pollTask(who.country, String(params.id));
  return task ? ok(task) : notFound(`No async request ${String(params.id)}.`);
});
