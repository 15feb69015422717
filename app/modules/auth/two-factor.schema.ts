/**
 * The forms of two-factor sign-in: the code step of the login page, the REST sign-in's `otp`, and the
 * account security screen. Messages are catalogue keys. Client-safe.
 */
import { z } from "zod";

const codeRequired = "auth.twoFactor.codeRequired";

/** A 6-digit code from the app or a recovery code (`xxxxx-xxxxx`); the module tells which. */
export const secondFactorCode = z
  .string({ error: codeRequired })
  .trim()
  .min(1, codeRequired)
  .max(32, "auth.twoFactor.invalidCode");

/** The code step of the login page, confirming the setup, and new recovery codes. */
export const codeSchema = z.object({ code: secondFactorCode });

export const disableTwoFactorSchema = z.object({
  password: z.string({ error: "validation.required" }).min(1, "validation.required").max(128),
  code: secondFactorCode,
});
