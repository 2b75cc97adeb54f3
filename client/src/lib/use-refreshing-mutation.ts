import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A mutation after which the query at `queryKey` is loaded afresh (the mutation settles once the
 * refetch did, so the screen shows the new state when the caller goes on).
 */
export function useRefreshingMutation<TData, TVariables>(queryKey: QueryKey, mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey }) });
}
