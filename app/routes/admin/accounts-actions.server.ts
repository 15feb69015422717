/**
 * The account lifecycle's forms on the accounts screen (decision 026), for the administrator role: each
 * intent parses its form, calls the lifecycle module and says what happened in the viewer's language.
 */
import { z } from "zod";
import type { Translate } from "~/i18n/catalogues.server";
import type { Viewer } from "~/http/auth/guard.server";
import { PASSWORD_PARAMS } from "~/modules/admins/admins.schema";
import {
  deleteAccount,
  inviteAccount,
  signOutEverywhere,
  updateAccount,
  type LifecycleResult,
} from "~/modules/admins/lifecycle.server";
import { inviteSchema, roleField } from "~/modules/admins/roles.schema";
import { recordAudit } from "~/modules/audit/audit.server";
import { setSiteSetting } from "~/modules/settings/site-settings.server";
import { parseWith, type FieldErrors } from "~/modules/validation/validation";
import type { Services } from "~/services.server";

export const LIFECYCLE_INTENTS = [
  "invite",
  "role",
  "disable",
  "enable",
  "delete",
  "signOut",
  "policy",
] as const;
export type LifecycleIntent = (typeof LIFECYCLE_INTENTS)[number];

type Outcome = { isDone: true; message: string } | { isDone: false; errors: FieldErrors };

const idSchema = z.object({ id: z.coerce.number().int().positive() });
const roleSchema = idSchema.extend({ role: roleField });

const translated = (t: Translate, errors: FieldErrors): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([field, keys]) => [
      field,
      keys.map((key) => t(key as Parameters<Translate>[0], PASSWORD_PARAMS)),
    ]),
  );

export async function runLifecycleIntent(
  services: Pick<Services, "db">,
  input: {
    intent: LifecycleIntent;
    values: Record<string, string | string[]>;
    viewer: Viewer;
    origin: string;
    t: Translate;
  },
): Promise<Outcome> {
  const { db } = services;
  const { t, viewer, values } = input;
  const failed = (errors: FieldErrors): Outcome => ({ isDone: false, errors: translated(t, errors) });
  const settle = (result: LifecycleResult, message: (username: string) => string): Outcome => {
    if (result.status === "missing") return failed({ id: ["admin.lifecycle.errors.notFound"] });
    if (result.status === "invalid") return failed(result.errors);
    return { isDone: true, message: message(result.value.username) };
  };

  if (input.intent === "invite") {
    const parsed = parseWith(inviteSchema, values);
    if (!parsed.isValid) return failed(parsed.errors);
    const result = await inviteAccount(db, parsed.data, { actor: viewer, origin: input.origin, t });
    if (result.status !== "done") return failed(result.status === "invalid" ? result.errors : {});
    return { isDone: true, message: t("admin.lifecycle.done.invited", { email: result.value.email }) };
  }

  if (input.intent === "policy") {
    const isRequired = values.require_two_factor === "on";
    await setSiteSetting(db, "require_two_factor", isRequired);
    await recordAudit(db, {
      actor: viewer,
      action: "update",
      resource: "settings",
      summary: `require_two_factor · ${String(isRequired)}`,
    });
    return { isDone: true, message: t("admin.lifecycle.done.policy") };
  }

  if (input.intent === "role") {
    const parsed = parseWith(roleSchema, values);
    if (!parsed.isValid) return failed(parsed.errors);
    const { id, role } = parsed.data;
    return settle(await updateAccount(db, id, { role }, viewer), (username) =>
      t("admin.lifecycle.done.role", { username, role: t(`admin.roles.names.${role}`) }),
    );
  }

  const parsed = parseWith(idSchema, values);
  if (!parsed.isValid) return failed({ id: ["admin.lifecycle.errors.notFound"] });
  const { id } = parsed.data;
  switch (input.intent) {
    case "disable":
      return settle(await updateAccount(db, id, { is_active: false }, viewer), (username) =>
        t("admin.lifecycle.done.disabled", { username }),
      );
    case "enable":
      return settle(await updateAccount(db, id, { is_active: true }, viewer), (username) =>
        t("admin.lifecycle.done.enabled", { username }),
      );
    case "delete":
      return settle(await deleteAccount(db, id, viewer), (username) =>
        t("admin.lifecycle.done.deleted", { username }),
      );
    default:
      return settle(await signOutEverywhere(db, id, viewer), (username) =>
        t("admin.lifecycle.done.signedOut", { username }),
      );
  }
}
