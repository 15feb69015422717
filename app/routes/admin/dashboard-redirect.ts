/** §2 mentions back buttons to /dashboard: it is the dashboard, at its canonical address. */
import { redirect } from "react-router";
import type { Route } from "./+types/dashboard-redirect";
import { requireAdmin } from "~/http/auth/guard.server";
import { ADMIN } from "~/lib/paths";

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, "signedIn");
  throw redirect(`${ADMIN.dashboard}`);
}
