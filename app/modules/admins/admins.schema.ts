/**
 * The forms of the administrators screen and of the password reset pages. Messages are catalogue keys
 * (the password ones take {min} and {max}). Client-safe.
 */
import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from "~/modules/auth/password-policy";

export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{3,64}$/;

const PASSWORD_MESSAGES = {
  too_short: "admin.accounts.errors.passwordTooShort",
  too_long: "admin.accounts.errors.passwordTooLong",
  too_common: "admin.accounts.errors.passwordTooCommon",
} as const;

const required = "validation.required";

/** A new password must pass the policy of `auth/password-policy.ts`. */
export const newPassword = z.string({ error: required }).superRefine((value, ctx) => {
  if (value === "") {
    ctx.addIssue({ code: "custom", message: required });
    return;
  }
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: PASSWORD_MESSAGES[problem] });
});

const confirmation = z.string({ error: required }).min(1, required);

export const emailField = z
  .string({ error: required })
  .trim()
  .min(1, required)
  .max(254, "validation.tooLong")
  .pipe(z.email("validation.email"))
  .transform((value) => value.toLowerCase());

const matching = <T extends { password: string; confirm: string }>(value: T) =>
  value.password === value.confirm;
const mismatch = { message: "admin.accounts.errors.mismatch", path: ["confirm"] };

export const addAdminSchema = z
  .object({
    username: z
      .string({ error: required })
      .trim()
      .min(1, required)
      .regex(USERNAME_PATTERN, "admin.accounts.errors.usernameFormat"),
    email: emailField,
    password: newPassword,
    confirm: confirmation,
  })
  .refine(matching, mismatch);

export const changePasswordSchema = z
  .object({
    current: z.string({ error: required }).min(1, required).max(128),
    password: newPassword,
    confirm: confirmation,
  })
  .refine(matching, mismatch);

export const ownEmailSchema = z.object({ email: emailField });

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: required }).min(1, required).max(200),
    password: newPassword,
    confirm: confirmation,
  })
  .refine(matching, mismatch);

/** The values the password messages interpolate. */
export const PASSWORD_PARAMS = { min: PASSWORD_MIN, max: PASSWORD_MAX };
