import type { Route } from "./+types/revisions";
import { revisionListRoute } from "~/http/api/router.server";

/** /api/:resource/:id/revisions/ — an item's revisions (administrators, decision 028). */
export const loader = (args: Route.LoaderArgs) => revisionListRoute(args);
export const action = (args: Route.ActionArgs) => revisionListRoute(args);
