import { describe, expect, it } from "vitest";
import { videoSource, youtubeId } from "./youtube";

describe("youtubeId: an 11-character id from YouTube links (§3, §9)", () => {
  it.each([
    ["https://www.youtube.com/watch?v=Tk7mB2xQ9aL", "Tk7mB2xQ9aL"],
    ["https://youtube.com/watch?feature=share&v=Or1entAt10n&t=42", "Or1entAt10n"],
    ["https://youtu.be/Tut0rat2Cas", "Tut0rat2Cas"],
    ["https://youtu.be/Tut0rat2Cas?si=abc", "Tut0rat2Cas"],
    ["https://m.youtube.com/watch?v=Cmp8Ete2bSk", "Cmp8Ete2bSk"],
    ["https://www.youtube.com/embed/Laur3ats42x", "Laur3ats42x"],
    ["https://www.youtube.com/shorts/AtlSprtTv01", "AtlSprtTv01"],
    ["https://www.youtube-nocookie.com/embed/A_b-C_d-E_f", "A_b-C_d-E_f"],
  ])("%s → %s", (link, id) => {
    expect(youtubeId(link)).toBe(id);
  });

  it.each([
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/watch?v=twelvechars1",
    "https://www.youtube.com/watch?v=bad!chars!!",
    "https://youtu.be/",
    "https://evil.example/watch?v=Tk7mB2xQ9aL",
    "https://notyoutube.com/embed/Tk7mB2xQ9aL",
    "javascript:alert(1)//youtu.be/Tk7mB2xQ9aL",
    "not a url",
    "",
  ])("refuses %s", (link) => {
    expect(youtubeId(link)).toBeUndefined();
  });
});

describe("videoSource", () => {
  it("embeds YouTube on the privacy-enhanced host", () => {
    expect(videoSource("https://youtu.be/Tut0rat2Cas")).toEqual({
      kind: "youtube",
      id: "Tut0rat2Cas",
      embedUrl: "https://www.youtube-nocookie.com/embed/Tut0rat2Cas",
      watchUrl: "https://www.youtube.com/watch?v=Tut0rat2Cas",
    });
  });

  it("plays video files and otherwise uses the link as it is", () => {
    expect(videoSource("https://videos.tamkine.example/visite.mp4")).toEqual({
      kind: "file",
      url: "https://videos.tamkine.example/visite.mp4",
    });
    expect(videoSource("https://vimeo.com/12345")).toEqual({ kind: "link", url: "https://vimeo.com/12345" });
  });
});
