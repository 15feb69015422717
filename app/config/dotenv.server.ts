import { existsSync } from "node:fs";

/** Loads `.env` from the working folder when there is one; the real environment wins. */
export function loadDotEnv(file = ".env") {
  if (existsSync(file)) process.loadEnvFile(file);
}
