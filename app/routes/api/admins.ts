import type { Route } from "./+types/admins";
import { adminsCollectionRoute } from "~/http/api/router.server";

/** /api/admins/ — the accounts (administrator role): list, create. */
export const loader = (args: Route.LoaderArgs) => adminsCollectionRoute(args);
export const action = (args: Route.ActionArgs) => adminsCollectionRoute(args);
