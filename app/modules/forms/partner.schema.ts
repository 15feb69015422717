import { z } from "zod";
import {
  mustAccept,
  optionalHttpUrl,
  optionalText,
  requiredEmail,
  requiredPhone,
  requiredText,
} from "./fields";

/**
 * §5 Partner, in the reading with a role input: first name, last name, e-mail, role, phone, message and
 * the acceptance of the terms required; organisation, website and logo optional. The spec's messages
 * swap "nom" and "prénom" (first_name is the prénom); each message here names its own field.
 */
export const partnerSchema = z.object({
  last_name: requiredText("forms.partner.errors.lastName", 120),
  first_name: requiredText("forms.partner.errors.firstName", 120),
  role: requiredText("forms.partner.errors.role", 120),
  organisation: optionalText(200),
  website_url: optionalHttpUrl(),
  email: requiredEmail("forms.partner.errors.email"),
  phone: requiredPhone("forms.partner.errors.phone"),
  message: requiredText("forms.partner.errors.message", 5000),
  accept_terms: mustAccept("forms.partner.errors.acceptTerms"),
});

export type PartnerInput = z.infer<typeof partnerSchema>;
