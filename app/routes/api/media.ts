import type { Route } from "./+types/media";
import { mediaCollectionRoute } from "~/http/api/router.server";

/** /api/media/ — the media library (administrators). */
export const loader = (args: Route.LoaderArgs) => mediaCollectionRoute(args);
export const action = (args: Route.ActionArgs) => mediaCollectionRoute(args);
