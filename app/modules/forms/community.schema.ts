import { z } from "zod";
import { COMMUNITY_ROLES } from "./choices";
import { mustAccept, requiredEmail, requiredPhone, requiredText } from "./fields";

export { COMMUNITY_ROLES, type CommunityRole } from "./choices";

/** §5 Community: nom, prenom, role, tel, email and conditions required. */
export const communitySchema = z.object({
  nom: requiredText("forms.community.errors.nom", 120),
  prenom: requiredText("forms.community.errors.prenom", 120),
  role: z.enum(COMMUNITY_ROLES, { error: "forms.community.errors.role" }),
  tel: requiredPhone("forms.errors.phoneRequired"),
  email: requiredEmail("forms.errors.emailRequired"),
  conditions: mustAccept("forms.errors.termsRequired"),
});

export type CommunityInput = z.infer<typeof communitySchema>;
