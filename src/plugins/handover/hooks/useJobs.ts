// The point's active jobs of one direction's type.
import { useLoad, type LoadState } from '@ui';
import { getJobs } from '../api/handoverApi';
import { jobFromWire, type Job } from '../model/orders';
import { jobTypeOf, type Direction } from '../model/statuses';

export function useJobs(direction: Direction): LoadState<Job[]> & { reload: () => void } {
  const type = jobTypeOf(direction);
  return useLoad(`handover.jobs.${type}`, async (signal) => (await getJobs(type, signal)).map(jobFromWire));
}
