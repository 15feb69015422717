import type { Route } from "./+types/media-item";
import { mediaItemRoute } from "~/http/api/router.server";

/** /api/media/{id}/ — one media library file (administrators). */
export const loader = (args: Route.LoaderArgs) => mediaItemRoute(args);
export const action = (args: Route.ActionArgs) => mediaItemRoute(args);
