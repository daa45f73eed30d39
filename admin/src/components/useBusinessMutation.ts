import { useMutation } from '@tanstack/react-query';
import { useContext } from 'react';
import { DataProviderContext, HttpError, useLogoutIfAccessDenied, useNotify, useRefresh } from 'react-admin';
import type { BackOfficeDataProvider } from '../api/dataProvider';

/**
 * A business action (parent requests, merchant applications), pessimistic: nothing changes on screen until the server has answered,
 * then every list, count and page on screen is refetched. A 401 signs the admin out
 * (react-admin's checkError); any other failure is notified with the server's message or the action's French fallback.
 */
export function useBusinessMutation<Variables, Result>(run: (dataProvider: BackOfficeDataProvider, variables: Variables) => Promise<Result>) {
  // The raw provider, not useDataProvider()'s wrapper, which turns a 401 into an empty success.
  const dataProvider = useContext(DataProviderContext) as BackOfficeDataProvider;
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const notify = useNotify();
  const refresh = useRefresh();
  const mutation = useMutation<Result, Error, Variables>({
    mutationFn: (variables) => run(dataProvider, variables),
    onSuccess: () => refresh(),
  });
  /** Runs the action; resolves with its result, or undefined once the failure has been dealt with. */
  const mutate = async (variables: Variables, onError?: (error: Error) => boolean): Promise<Result | undefined> => {
    try {
      return await mutation.mutateAsync(variables);
    } catch (error) {
      if (await logoutIfAccessDenied(error)) return undefined;
      if (onError?.(error as Error)) return undefined;
      notify(error instanceof HttpError || error instanceof Error ? error.message : String(error), { type: 'error' });
      return undefined;
    }
  };
  return { mutate, isPending: mutation.isPending };
}
