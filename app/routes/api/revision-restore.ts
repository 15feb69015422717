import type { Route } from "./+types/revision-restore";
import { revisionRestoreRoute } from "~/http/api/router.server";

/** /api/:resource/:id/revisions/:number/restore/ — brings the item back as it was (administrators). */
export const loader = (args: Route.LoaderArgs) => revisionRestoreRoute(args);
export const action = (args: Route.ActionArgs) => revisionRestoreRoute(args);
