import type { Route } from "./+types/admins-invitations";
import { adminInvitationsRoute } from "~/http/api/router.server";

/** /api/admins/invitations/ — invite someone by e-mail. */
export const loader = (args: Route.LoaderArgs) => adminInvitationsRoute(args);
export const action = (args: Route.ActionArgs) => adminInvitationsRoute(args);
