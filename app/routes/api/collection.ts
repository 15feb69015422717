import type { Route } from "./+types/collection";
import { collectionRoute } from "~/http/api/router.server";

/** /api/:resource/ — a content resource or an inbox (§7): list, create or submit. */
export const loader = (args: Route.LoaderArgs) => collectionRoute(args);
export const action = (args: Route.ActionArgs) => collectionRoute(args);
