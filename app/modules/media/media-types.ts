/** The media types of the files the upload path stores, by extension (served under /media/, sent to S3). */
export const MEDIA_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".avif": "image/avif",
  ".pdf": "application/pdf",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".zip": "application/zip",
};

export const mediaTypeOf = (key: string) => {
  const dot = key.lastIndexOf(".");
  return (dot >= 0 ? MEDIA_TYPES[key.slice(dot).toLowerCase()] : undefined) ?? "application/octet-stream";
};
