import { z } from "zod";

/** Passwords that attackers try first; refused whatever their length. */
const COMMON = new Set([
  "123456789012",
  "password1234",
  "motdepasse123",
  "azertyuiop12",
  "qwertyuiop12",
  "administrator",
  "admin1234567",
  "passwordpassword",
  "iloveyou1234",
  "000000000000",
  "111111111111",
  "changeme1234",
  "welcome12345",
  "tamkine12345",
  "fondation123",
]);

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 64;

export function passwordProblem(password: string): "too_short" | "too_long" | "too_common" | null {
  if (password.length < PASSWORD_MIN) return "too_short";
  if (password.length > PASSWORD_MAX) return "too_long";
  const lowered = password.toLowerCase();
  if (COMMON.has(lowered) || /^(.)\1+$/.test(password) || /^(0123456789|123456789)/.test(password)) {
    return "too_common";
  }
  return null;
}

export const newPasswordSchema = z.string().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});
