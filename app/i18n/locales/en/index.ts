import type { Messages } from "../fr";
import { admin } from "./admin";
import { api } from "./api";
import { auth } from "./auth";
import { chat } from "./chat";
import { common } from "./common";
import { editorial } from "./editorial";
import { forms } from "./forms";
import { formsAdmin } from "./formsAdmin";
import { mail } from "./mail";
import { migration } from "./migration";
import { media } from "./media";
import { restApi } from "./restApi";
import { revisions } from "./revisions";
import { richText } from "./rich-text";
import { site } from "./site";
import { translations } from "./translations";
import { siteSettings } from "./site-settings";
import { validation } from "./validation";

export const en = {
  common,
  forms,
  formsAdmin,
  mail,
  auth,
  admin,
  api,
  validation,
  restApi,
  chat,
  site,
  migration,
  media,
  revisions,
  richText,
  translations,
  siteSettings,
  editorial,
} satisfies Messages;
