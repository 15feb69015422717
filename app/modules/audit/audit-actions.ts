/** What the audit log records. Client-safe: the journal screen labels them. */
export const AUDIT_ACTIONS = [
  "create",
  "update",
  "delete",
  "restore",
  "passwordChange",
  "passwordReset",
  "twoFactorEnable",
  "twoFactorDisable",
  "recoveryCodesRegenerate",
  "recoveryCodeUse",
  "twoFactorReplay",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const isAuditAction = (value: unknown): value is AuditAction =>
  typeof value === "string" && (AUDIT_ACTIONS as readonly string[]).includes(value);
