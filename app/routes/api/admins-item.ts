import type { Route } from "./+types/admins-item";
import { adminsItemRoute } from "~/http/api/router.server";

/** /api/admins/:id/ — one account: read, change role or state, delete. */
export const loader = (args: Route.LoaderArgs) => adminsItemRoute(args);
export const action = (args: Route.ActionArgs) => adminsItemRoute(args);
