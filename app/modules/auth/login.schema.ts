import { z } from "zod";
import { secondFactorCode } from "./two-factor.schema";

/** §5 Login: username and password required. Messages are catalogue keys. */
export const loginSchema = z.object({
  username: z
    .string({ error: "auth.login.usernameRequired" })
    .trim()
    .min(1, "auth.login.usernameRequired")
    .max(64),
  password: z.string({ error: "auth.login.passwordRequired" }).min(1, "auth.login.passwordRequired").max(128),
});

export type LoginInput = z.infer<typeof loginSchema>;

/**
 * POST /api/login/: the same, plus `otp` for an account with two-factor sign-in (a 6-digit code from
 * the app or a recovery code). Without it such an account gets 401 with `otp_required: true`.
 */
export const apiLoginSchema = loginSchema.extend({ otp: secondFactorCode.optional() });
