/** §2: "Ajouter un partenaire" on /listPartners links to /partners/new, the partner creation form. */
import { redirect } from "react-router";
import type { Route } from "./+types/partner-new";
import { CONTENT_SCREENS } from "~/components/admin/content/screens";
import { requireAdmin } from "~/http/auth/guard.server";

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, "content");
  throw redirect(`${CONTENT_SCREENS.mediaPartners.path}?new=1`);
}
