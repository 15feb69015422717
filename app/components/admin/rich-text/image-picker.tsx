/**
 * How the rich-text editor gets an image (decision 027): a picker component behind a small interface,
 * provided with `ImagePickerContext` by the form that holds the editor — the content forms provide the
 * media library's (decision 029) — so the editor does not know where images come from. Without a picker
 * the editor offers no image button.
 */
import { createContext, type ComponentType } from "react";
import type { Locale } from "~/i18n/config";

/** What the editor inserts: a web or media address, and its text for people who cannot see it. */
export interface PickedImage {
  src: string;
  alt: string;
}

export interface ImagePickerProps {
  /** The language of the text the image goes into (the alt text is written in it). */
  lang: Locale;
  onPick: (image: PickedImage) => void;
  onCancel: () => void;
}

export type ImagePicker = ComponentType<ImagePickerProps>;

export const ImagePickerContext = createContext<ImagePicker | null>(null);
