import type { Route } from "./+types/revision";
import { revisionRoute } from "~/http/api/router.server";

/** /api/:resource/:id/revisions/:number/ — one revision with its snapshot (administrators). */
export const loader = (args: Route.LoaderArgs) => revisionRoute(args);
export const action = (args: Route.ActionArgs) => revisionRoute(args);
