import type { Route } from "./+types/item";
import { itemRoute } from "~/http/api/router.server";

/** /api/:resource/:id/ — one content item or inbox entry (§7): read, update, delete. */
export const loader = (args: Route.LoaderArgs) => itemRoute(args);
export const action = (args: Route.ActionArgs) => itemRoute(args);
