import type { Route } from "./+types/contacts";
import { AdminError } from "~/components/admin/error-boundary";
import { InboxScreenView } from "~/components/admin/inbox/inbox-screen";
import { INBOX_SCREENS } from "~/components/admin/inbox/inbox-screens";
import { inboxScreenAction, loadInboxScreen } from "./inbox-screen.server";

const screen = INBOX_SCREENS.contact;

export const loader = (args: Route.LoaderArgs) => loadInboxScreen(args, screen);
export const action = (args: Route.ActionArgs) => inboxScreenAction(args, [screen.kind]);

export default function ContactsInbox({ loaderData, actionData }: Route.ComponentProps) {
  return <InboxScreenView key={screen.kind} screen={screen} data={loaderData} actionData={actionData} />;
}

export function ErrorBoundary() {
  return <AdminError />;
}
