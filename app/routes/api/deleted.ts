import type { Route } from "./+types/deleted";
import { deletedRoute } from "~/http/api/router.server";

/** /api/deleted/ — content items deleted in the last 30 days, restorable (administrators). */
export const loader = (args: Route.LoaderArgs) => deletedRoute(args);
export const action = (args: Route.ActionArgs) => deletedRoute(args);
