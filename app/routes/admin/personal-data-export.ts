import type { Route } from "./+types/personal-data-export";
import { z } from "zod";
import { requireAdmin } from "~/http/auth/guard.server";
import { collectPersonalData } from "~/modules/forms/personal-data.server";
import { requestLanguage } from "~/http/forms/request.server";
import { apiError } from "~/http/responses.server";

const emailSchema = z.string().trim().min(1).max(254).pipe(z.email());

/** POST email → a JSON file of everything held about the address (the address stays out of URLs and logs). */
export async function action(args: Route.ActionArgs) {
  await requireAdmin(args, "personalData");
  const { t } = requestLanguage(args.request, args.context);
  const form = await args.request.formData().catch(() => new FormData());
  const parsed = emailSchema.safeParse(form.get("email"));
  if (!parsed.success) return apiError(400, t("formsAdmin.personalData.invalidEmail"));
  const data = await collectPersonalData(args.context.services.db, parsed.data);
  const body = JSON.stringify({ email: parsed.data, exported_at: new Date().toISOString(), data }, null, 2);
  const fileName = `donnees-${parsed.data.replace(/[^a-z0-9@._-]/gi, "_")}.json`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, "personalData");
  const { t } = requestLanguage(args.request, args.context);
  return apiError(405, t("api.errors.methodNotAllowed"), { headers: { Allow: "POST" } });
}
