import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '@/lib/api';
import { meQueryOptions, type Me } from '@/lib/session';

/** `?next=` value for the login page: the path inside the app the user was trying to open. */
export function nextParam(requestUrl: string): string {
  const url = new URL(requestUrl);
  return `${url.pathname.replace(/^\/app(?=\/|$)/, '') || '/'}${url.search}`;
}

/**
 * Loader of every authenticated route: GET /api/me before anything renders (cached without expiry).
 * A 401 goes to the login page; any other failure aborts navigation into the error boundary.
 */
export function sessionLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs): Promise<Me> => {
    try {
      return await queryClient.query({ ...meQueryOptions, staleTime: 'static' });
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        throw redirect(`/login?next=${encodeURIComponent(nextParam(request.url))}`);
      }
      throw error;
    }
  };
}

/** For pages that look the same with or without a session (not-found): never fails. */
export function optionalSessionLoader(queryClient: QueryClient) {
  return async (): Promise<Me | null> => {
    try {
      return await queryClient.query({ ...meQueryOptions, staleTime: 'static' });
    } catch {
      return null;
    }
  };
}
