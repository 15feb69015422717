/**
 * The French catalogue is the source of every interface text. en/ and ar/ are typed against it,
 * so a missing key fails the type check. One file per area keeps the catalogues easy to review.
 */
import { admin } from "./admin";
import { api } from "./api";
import { auth } from "./auth";
import { common } from "./common";
import { validation } from "./validation";

export const fr = { common, auth, admin, api, validation };

export type Messages = typeof fr;
