import { Link } from "react-router";
import type { Route } from "./+types/join-requests";
import { AdminError } from "~/components/admin/error-boundary";
import { InboxScreenView } from "~/components/admin/inbox/inbox-screen";
import { inboxHref, INBOX_SCREENS, type InboxScreen } from "~/components/admin/inbox/inbox-screens";
import { useI18n } from "~/i18n/react";
import { inboxScreenAction, loadInboxScreen } from "./inbox-screen.server";

/** §2: /listeRejoindre holds the join requests and the partner requests, as two tabs. */
const screenFor = (request: Request): InboxScreen =>
  new URL(request.url).searchParams.get("tab") === "partners"
    ? INBOX_SCREENS.partners
    : INBOX_SCREENS.rejoindre;

export const loader = (args: Route.LoaderArgs) => loadInboxScreen(args, screenFor(args.request));
export const action = (args: Route.ActionArgs) => inboxScreenAction(args, ["rejoindre", "partners"]);

function Tabs({ active }: { active: InboxScreen }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t("admin.inbox.tabs")} className="mb-4 flex gap-1 border-b border-slate-200">
      {[INBOX_SCREENS.rejoindre, INBOX_SCREENS.partners].map((screen) => {
        const isActive = screen.kind === active.kind;
        return (
          <Link
            key={screen.kind}
            to={inboxHref(screen)}
            aria-current={isActive ? "page" : undefined}
            className={`-mb-px rounded-t-md border px-4 py-2 text-sm font-semibold ${
              isActive
                ? "border-slate-200 border-b-white bg-white text-brand-900"
                : "border-transparent text-slate-700 hover:bg-slate-100"
            }`}
          >
            {t(`admin.inbox.screens.${screen.kind}.title`)}
          </Link>
        );
      })}
    </nav>
  );
}

export default function JoinRequestsInbox({ loaderData, actionData }: Route.ComponentProps) {
  const screen = INBOX_SCREENS[loaderData.kind];
  return (
    <InboxScreenView
      key={screen.kind}
      screen={screen}
      data={loaderData}
      actionData={actionData}
      tabs={<Tabs active={screen} />}
    />
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
