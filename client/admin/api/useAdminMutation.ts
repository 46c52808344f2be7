import { type UseMutationOptions, useMutation } from "@tanstack/react-query";
import { useToast } from "../../ui/Toaster.tsx";
import { errorMessage } from "./errorMessage.ts";

export interface AdminMutationOptions<TData, TVariables>
  extends UseMutationOptions<TData, Error, TVariables> {
  /** Message when the server gives none (e.g. "Failed to create user"). */
  errorFallback?: string;
  /** Title of the error toast; "Error" unless told otherwise. */
  errorTitle?: string;
  /** Set when the caller shows the error itself (for example next to a form field). */
  silentError?: boolean;
  /** Errors the caller answers itself (a dialog asking for the password), without the toast. */
  handlesError?: (error: Error, variables: TVariables) => boolean;
}

/**
 * A mutation whose failure shows a destructive "Error" toast with the server's message.
 * The caller's onError still runs (after the toast), e.g. to put field errors into a form.
 */
export function useAdminMutation<TData, TVariables = void>({
  errorFallback,
  errorTitle = "Error",
  silentError = false,
  handlesError,
  onError,
  ...options
}: AdminMutationOptions<TData, TVariables>) {
  const toast = useToast();
  return useMutation<TData, Error, TVariables>({
    ...options,
    onError: (error, variables, onMutateResult, context) => {
      if (!silentError && !handlesError?.(error, variables))
        toast({ title: errorTitle, description: errorMessage(error, errorFallback), variant: "destructive" });
      return onError?.(error, variables, onMutateResult, context);
    },
  });
}
