import type { Route } from "./+types/missions";
import { AdminError } from "~/components/admin/error-boundary";
import { ContentScreenView, revalidateUnlessNoticeOnly } from "~/components/admin/content/content-screen";
import { CONTENT_SCREENS } from "~/components/admin/content/screens";
import { contentScreenAction, loadContentScreen } from "./content-screen.server";

const screen = CONTENT_SCREENS.missions;

export const loader = (args: Route.LoaderArgs) => loadContentScreen(args, screen);
export const action = (args: Route.ActionArgs) => contentScreenAction(args, screen);
export const shouldRevalidate = revalidateUnlessNoticeOnly;

export default function MissionsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentScreenView screen={screen} data={loaderData} actionData={actionData} />;
}

export function ErrorBoundary() {
  return <AdminError />;
}
