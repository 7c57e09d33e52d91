import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { hostKeys, type Rows } from './query-keys';

/** A host choice: every player of host level (10) and above. */
export interface HostChoice {
  playerID: number;
  title: string;
}

export const fetchHosts = (): Promise<Rows<HostChoice>> => apiGet<Rows<HostChoice>>('/v1/player/list/10');

export const hostsQueryOptions = () =>
  queryOptions({ queryKey: hostKeys.all, queryFn: fetchHosts, staleTime: 5 * 60_000 });

export const useHosts = () => useQuery(hostsQueryOptions());
