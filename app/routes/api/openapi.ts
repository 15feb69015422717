import type { Route } from "./+types/openapi";
import { openApiRoute } from "~/http/api/docs-api.server";

/** /api/openapi.json — the OpenAPI 3.1 document, in the request's language. */
export const loader = (args: Route.LoaderArgs) => openApiRoute(args);
export const action = (args: Route.ActionArgs) => openApiRoute(args);
