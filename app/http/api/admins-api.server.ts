/**
 * REST handlers of the accounts (decision 026): `GET/POST /api/admins/`, `GET/PATCH/DELETE
 * /api/admins/{id}/` and `POST /api/admins/invitations/`, for the administrator role. Answers carry
 * `{id, username, email, role, is_active, last_login_at}`, never a password, a secret or a token. The
 * rules (last administrator, one address per account) are the lifecycle module's.
 */
import type { Translate } from "~/i18n/catalogues.server";
import { requireApiAdmin } from "~/http/auth/guard.server";
import { apiError, json } from "~/http/responses.server";
import { PASSWORD_PARAMS } from "~/modules/admins/admins.schema";
import {
  createAccount,
  deleteAccount,
  getAccount,
  inviteAccount,
  listAccounts,
  updateAccount,
  type Account,
  type LifecycleResult,
} from "~/modules/admins/lifecycle.server";
import { createAccountSchema, inviteSchema, patchAccountSchema } from "~/modules/admins/roles.schema";
import { parseWith, type FieldErrors } from "~/modules/validation/validation";
import { readJsonObject } from "~/http/api/body.server";
import {
  methodNotAllowed,
  notFound,
  parseId,
  publicOrigin,
  translatorOf,
  type ApiArgs,
} from "~/http/api/respond.server";

const translateKey = (t: Translate) => (key: string) => t(key as Parameters<Translate>[0], PASSWORD_PARAMS);

const translateErrors = (t: Translate, errors: FieldErrors): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([field, keys]) => [field, keys.map((key) => translateKey(t)(key))]),
  );

const invalid = (t: Translate, errors: FieldErrors) =>
  apiError(400, t("api.errors.invalid"), { errors: translateErrors(t, errors) });

/** The outcome of a lifecycle function as an answer. */
function answer(request: Request, result: LifecycleResult, onDone: (account: Account) => Response) {
  const t = translatorOf(request);
  if (result.status === "missing") return notFound(request);
  if (result.status === "invalid") return invalid(t, result.errors);
  return onDone(result.value);
}

const serialize = (account: Account) => ({
  id: account.id,
  username: account.username,
  email: account.email,
  role: account.role,
  is_active: account.is_active,
  last_login_at: account.last_login_at,
});

export async function adminsCollection(args: ApiArgs) {
  const { request, context } = args;
  const { db } = context.services;
  if (!["GET", "HEAD", "POST"].includes(request.method)) {
    return methodNotAllowed(request, ["GET", "HEAD", "POST"]);
  }
  const viewer = await requireApiAdmin(args, "accounts");
  if (request.method !== "POST") return json((await listAccounts(db)).map(serialize));
  const t = translatorOf(request);
  const parsed = parseWith(createAccountSchema, await readJsonObject(request, t));
  if (!parsed.isValid) return invalid(t, parsed.errors);
  const result = await createAccount(db, parsed.data, viewer);
  return answer(request, result, (account) => {
    const location = `${publicOrigin(request, context.services.config)}/api/admins/${account.id}/`;
    return json(serialize(account), { status: 201, headers: { Location: location } });
  });
}

export async function adminsItem(args: ApiArgs) {
  const { request, context } = args;
  const { db } = context.services;
  const methods = ["GET", "HEAD", "PATCH", "DELETE"] as const;
  if (!(methods as readonly string[]).includes(request.method)) return methodNotAllowed(request, methods);
  const viewer = await requireApiAdmin(args, "accounts");
  const id = parseId(args.params.id);
  if (!id) return notFound(request);
  const t = translatorOf(request);
  switch (request.method) {
    case "GET":
    case "HEAD": {
      const account = await getAccount(db, id);
      return account ? json(serialize(account)) : notFound(request);
    }
    case "PATCH": {
      const parsed = parseWith(patchAccountSchema, await readJsonObject(request, t));
      if (!parsed.isValid) return invalid(t, parsed.errors);
      return answer(request, await updateAccount(db, id, parsed.data, viewer), (account) =>
        json(serialize(account)),
      );
    }
    default:
      return answer(request, await deleteAccount(db, id, viewer), () => new Response(null, { status: 204 }));
  }
}

export async function adminInvitations(args: ApiArgs) {
  const { request, context } = args;
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const viewer = await requireApiAdmin(args, "accounts");
  const t = translatorOf(request);
  const parsed = parseWith(inviteSchema, await readJsonObject(request, t));
  if (!parsed.isValid) return invalid(t, parsed.errors);
  const result = await inviteAccount(context.services.db, parsed.data, {
    actor: viewer,
    origin: publicOrigin(request, context.services.config),
    t,
  });
  if (result.status !== "done") return invalid(t, result.status === "invalid" ? result.errors : {});
  const { username, email, role, expires_at } = result.value;
  return json({ username, email, role, expires_at }, { status: 202 });
}
