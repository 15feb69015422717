import type { Route } from "./+types/blog-item";
import { blogItemRoute } from "~/http/api/router.server";

/** /api/blog/:idOrSlug/ — one published article by id, slug or slug_id (§7). */
export const loader = (args: Route.LoaderArgs) => blogItemRoute(args);
export const action = (args: Route.ActionArgs) => blogItemRoute(args);
