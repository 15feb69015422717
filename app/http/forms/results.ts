/**
 * What a form page's action answers, on the server (plain POST without JavaScript) and through a fetcher
 * (with JavaScript). Client-safe.
 */
import { isRouteErrorResponse } from "react-router";
import type { FieldErrors } from "~/modules/validation/validation";

export type FormResult =
  | { status: "success"; message: string }
  | {
      status: "error";
      /** Empty when the browser could not reach the server: the page shows its own text then. */
      message: string;
      reason: "invalid" | "refused" | "rate_limited" | "too_large" | "connection" | "server";
      errors: FieldErrors;
      /** What the visitor typed, so nothing is lost when the page is rendered again. */
      values: Record<string, string>;
    };

/**
 * The form pages' clientAction: the server action, except that a network failure or a server error
 * becomes a result the form shows, instead of the route's error page.
 */
export async function submitThroughFetcher(serverAction: () => Promise<unknown>): Promise<FormResult> {
  try {
    return (await serverAction()) as FormResult;
  } catch (error) {
    // A body over the limit is refused by the host before the action runs, with a sentence to show.
    if (isRouteErrorResponse(error) && error.status === 413 && typeof error.data === "string") {
      return { status: "error", message: error.data, reason: "too_large", errors: {}, values: {} };
    }
    return {
      status: "error",
      message: "",
      reason: error instanceof TypeError ? "connection" : "server",
      errors: {},
      values: {},
    };
  }
}
