import { z } from "zod";

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
