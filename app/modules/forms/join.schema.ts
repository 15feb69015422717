import { z } from "zod";
import { requiredEmail, requiredText } from "./fields";

/** §5 Join-us (organisations): organisation, email and message required. */
export const joinSchema = z.object({
  organisation: requiredText("forms.join.errors.organisation", 200),
  email: requiredEmail("forms.errors.emailRequired"),
  message: requiredText("forms.errors.messageRequired", 5000),
});

export type JoinInput = z.infer<typeof joinSchema>;
