import type { Route } from "./+types/settings";
import { settingsRoute } from "~/http/api/router.server";

/** /api/settings/ — the site's settings: anyone reads them, administrators change them (decision 030). */
export const loader = (args: Route.LoaderArgs) => settingsRoute(args);
export const action = (args: Route.ActionArgs) => settingsRoute(args);
