import type { Messages } from "../fr";

export const api = {
  errors: {
    notFound: "Resource not found.",
    methodNotAllowed: "Method not allowed.",
    malformedJson: "The request body is not valid JSON.",
    tooLarge: "The request is too large.",
    invalid: "Please check the form fields.",
    forbidden: "You are not allowed to do this.",
    rateLimited: "Too many requests. Try again in {seconds} seconds.",
    server: "Something went wrong. Please try again later.",
  },
  upload: {
    empty: "The file is empty.",
    tooLarge: "The file is larger than the {size} MB limit.",
    notImage: "The file must be an image (JPEG, PNG, WebP, GIF or AVIF).",
    imageTooLarge: "The image is too large (its dimensions are excessive).",
    notDocument: "The document must be a .pdf, .doc, .docx or .zip file.",
  },
} satisfies Messages["api"];
