import type { Route } from "./+types/inbox-notes";
import { inboxNotesRoute } from "~/http/api/router.server";

/** /api/:resource/:id/notes/ — an internal note on a visitor's request (decision 032). */
export const loader = (args: Route.LoaderArgs) => inboxNotesRoute(args);
export const action = (args: Route.ActionArgs) => inboxNotesRoute(args);
