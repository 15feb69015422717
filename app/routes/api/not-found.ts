import type { Route } from "./+types/not-found";
import { apiError } from "~/http/responses.server";
import { requestContext } from "~/http/request-context.server";

/** Unknown API paths answer JSON, never the HTML error page. */
const notFound = ({ request }: { request: Request }) =>
  apiError(404, requestContext(request).t("api.errors.notFound"));

export const loader = (args: Route.LoaderArgs) => notFound(args);
export const action = (args: Route.ActionArgs) => notFound(args);
