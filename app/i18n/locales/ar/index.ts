import type { Messages } from "../fr";
import { admin } from "./admin";
import { api } from "./api";
import { auth } from "./auth";
import { common } from "./common";
import { validation } from "./validation";

export const ar = { common, auth, admin, api, validation } satisfies Messages;
