import type { Route } from "./+types/audit";
import { auditRoute } from "~/http/api/router.server";

/** /api/audit/ — the change journal (administrators). */
export const loader = (args: Route.LoaderArgs) => auditRoute(args);
export const action = (args: Route.ActionArgs) => auditRoute(args);
