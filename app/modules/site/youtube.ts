/**
 * Video links (§3 Video): a YouTube-style link becomes an embed when an 11-character id can be
 * extracted; anything else is used as it is. Client-safe.
 */
const ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const VIDEO_FILE = /\.(mp4|webm|ogv|ogg|m4v)(\?.*)?$/i;

/** The 11-character id of a YouTube link (watch, youtu.be, embed, shorts, live, v/), else undefined. */
export function youtubeId(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  const host = url.hostname.toLowerCase();
  let candidate: string | null | undefined;
  if (host === "youtu.be") candidate = url.pathname.split("/")[1];
  else if (YOUTUBE_HOSTS.has(host)) {
    const [first, second] = url.pathname.split("/").filter(Boolean);
    if (first === "watch") candidate = url.searchParams.get("v");
    else if (first && ["embed", "shorts", "live", "v", "e"].includes(first)) candidate = second;
  }
  return candidate && ID.test(candidate) ? candidate : undefined;
}

export type VideoSource =
  | { kind: "youtube"; id: string; embedUrl: string; watchUrl: string }
  | { kind: "file"; url: string }
  | { kind: "link"; url: string };

/** How a video link plays: an embed (privacy-enhanced host), a file for <video>, or a plain link. */
export function videoSource(link: string): VideoSource {
  const id = youtubeId(link);
  if (id)
    return {
      kind: "youtube",
      id,
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
      watchUrl: `https://www.youtube.com/watch?v=${id}`,
    };
  return VIDEO_FILE.test(link) ? { kind: "file", url: link } : { kind: "link", url: link };
}
