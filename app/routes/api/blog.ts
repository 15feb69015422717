import type { Route } from "./+types/blog";
import { blogCollectionRoute } from "~/http/api/router.server";

/** /api/blog/ — published news, newest first (§7). */
export const loader = (args: Route.LoaderArgs) => blogCollectionRoute(args);
export const action = (args: Route.ActionArgs) => blogCollectionRoute(args);
