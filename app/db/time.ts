/** Timestamps are ISO-8601 UTC strings on both databases. */
export const nowIso = () => new Date().toISOString();

export const isoIn = (milliseconds: number) => new Date(Date.now() + milliseconds).toISOString();
