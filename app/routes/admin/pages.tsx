import type { Route } from "./+types/pages";
import { AdminError } from "~/components/admin/error-boundary";
import { ContentScreenView, revalidateUnlessNoticeOnly } from "~/components/admin/content/content-screen";
import { CONTENT_SCREENS } from "~/components/admin/content/screens";
import { contentScreenAction, loadContentScreen } from "./content-screen.server";

/** The site pages (decision 030): rich text in three languages, draft or published, each at `/{slug}`. */
const screen = CONTENT_SCREENS.pages;

export const loader = (args: Route.LoaderArgs) => loadContentScreen(args, screen);
export const action = (args: Route.ActionArgs) => contentScreenAction(args, screen);
export const shouldRevalidate = revalidateUnlessNoticeOnly;

export default function PagesAdmin({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentScreenView screen={screen} data={loaderData} actionData={actionData} />;
}

export function ErrorBoundary() {
  return <AdminError />;
}
