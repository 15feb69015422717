import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { AdminSidebar } from "~/components/layout/admin-sidebar";
import { LanguageSwitch } from "~/components/layout/language-switch";
import { mustEnrolTwoFactor, requireAdmin } from "~/http/auth/guard.server";

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAdmin(args, "signedIn", { isOpenBeforeEnrolment: true });
  const isEnrolling = await mustEnrolTwoFactor(args.context.services.db, viewer);
  return { username: viewer.username, role: viewer.role, isEnrolling };
}

/** Never cache anything rendered for an administrator. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-screen bg-slate-50">
      <AdminSidebar role={loaderData.role} isEnrolling={loaderData.isEnrolling} />
      <div className="min-w-0 flex-1">
        <header className="flex h-16 items-center justify-end gap-4 border-b bg-white px-6">
          <span className="text-sm text-slate-600">{loaderData.username}</span>
          <LanguageSwitch />
        </header>
        <main id="main" className="p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
