/**
 * The forms and bodies of the account lifecycle (decision 026): an invitation, a new account with its
 * role, a change of role or state. Messages are catalogue keys. Client-safe.
 */
import { z } from "zod";
import { ROLES } from "~/modules/access/roles";
import { emailField, newPassword, USERNAME_PATTERN } from "./admins.schema";

const required = "validation.required";
export const INVALID_ROLE = "admin.lifecycle.errors.invalidRole";

export const roleField = z.enum(ROLES, { error: INVALID_ROLE });

const usernameField = z
  .string({ error: required })
  .trim()
  .min(1, required)
  .regex(USERNAME_PATTERN, "admin.accounts.errors.usernameFormat");

export const inviteSchema = z.object({ username: usernameField, email: emailField, role: roleField });

/** POST /api/admins/: an account with its password at once; without a role, an administrator. */
export const createAccountSchema = z.object({
  username: usernameField,
  email: emailField,
  password: newPassword,
  role: roleField.default("admin"),
});

/** A JSON flag, or the words a form sends. */
const flag = z.union(
  [
    z.boolean(),
    z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1"),
    z.literal(1).transform(() => true),
    z.literal(0).transform(() => false),
  ],
  { error: "admin.lifecycle.errors.isActiveFlag" },
);

/** PATCH /api/admins/{id}/: a role, a state, or both. */
export const patchAccountSchema = z
  .object({
    role: roleField.optional(),
    is_active: flag.optional(),
  })
  .refine((value) => value.role !== undefined || value.is_active !== undefined, {
    message: "admin.lifecycle.errors.nothingToChange",
    path: ["role"],
  });

export const acceptInvitationSchema = z
  .object({
    token: z.string({ error: required }).min(1, required).max(200),
    password: newPassword,
    confirm: z.string({ error: required }).min(1, required),
  })
  .refine((value) => value.password === value.confirm, {
    message: "admin.accounts.errors.mismatch",
    path: ["confirm"],
  });

/** The screen's add form: the password typed twice, and a role (an administrator when none is sent). */
export const addAccountSchema = z
  .object({
    username: usernameField,
    email: emailField,
    password: newPassword,
    confirm: z.string({ error: required }).min(1, required),
    role: roleField.default("admin"),
  })
  .refine((value) => value.password === value.confirm, {
    message: "admin.accounts.errors.mismatch",
    path: ["confirm"],
  });
