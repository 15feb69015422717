/**
 * sharp, loaded on first use. The library and libvips take about 19 MB in a process, which a worker that
 * never receives an upload, or the primary that only runs the jobs, should not pay (decision 015).
 * libvips's operation cache is off: every upload is a new image, so it would only hold memory.
 */
import type Sharp from "sharp";

let loading: Promise<typeof Sharp> | undefined;

export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
