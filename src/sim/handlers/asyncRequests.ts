/** GET 1.0/async-requests/{id}: any simulator's async task (tasks.ts), for its country only. */
import { countryCaller } from '../countryCaller';
import { countryHttp } from '../openapiHttp';
import { notFound, ok } from '../respond';
import { pollTask } from '../tasks';

export const asyncRequest = countryHttp.get('/1.0/async-requests/{requestId}', ({ request, params }) => {
  const who = countryCaller(request, params);
  if (who.response) return who.response;
  const task = pollTask(who.country, params.requestId);
  return task ? ok(task) : notFound(`No async request ${params.requestId}.`);
});
