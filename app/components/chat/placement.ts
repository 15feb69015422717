/**
 * Where the chat launcher and its panel go on screen. Pure functions, so the rules of §2 and §9
 * (drag bounds of a 100×100 box, a 350×500 panel) are tested without a browser.
 */

/** The launcher is dragged as if it were this big, so it always stays clear of the edges (§2). */
export const DRAG_BOX = 100;
export const PANEL_WIDTH = 350;
export const PANEL_HEIGHT = 500;
const MARGIN = 8;
const GAP = 12;

export interface Point {
  x: number;
  y: number;
}

export interface Viewport {
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/** Keeps the launcher's top-left corner where a 100×100 box fits inside the viewport. */
export function clampLauncher(point: Point, viewport: Viewport): Point {
  return {
    x: clamp(point.x, 0, viewport.width - DRAG_BOX),
    y: clamp(point.y, 0, viewport.height - DRAG_BOX),
  };
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The panel opens above the launcher when there is room, else below it, aligned on the launcher's
 * inline end (its right edge in left-to-right pages, its left edge in Arabic), and always inside the
 * viewport. Small screens get a smaller panel.
 */
export function placePanel(
  launcher: { left: number; top: number; right: number; bottom: number },
  viewport: Viewport,
  direction: "ltr" | "rtl",
): Box {
  const width = Math.min(PANEL_WIDTH, viewport.width - 2 * MARGIN);
  const height = Math.min(PANEL_HEIGHT, viewport.height - 2 * MARGIN);
  const preferredLeft = direction === "rtl" ? launcher.left : launcher.right - width;
  const left = clamp(preferredLeft, MARGIN, viewport.width - width - MARGIN);
  const above = launcher.top - GAP - height;
  const below = launcher.bottom + GAP;
  const preferredTop = above >= MARGIN ? above : below + height <= viewport.height - MARGIN ? below : above;
  const top = clamp(preferredTop, MARGIN, viewport.height - height - MARGIN);
  return { left, top, width, height };
}

/** Arrow keys move the launcher by this much; with Shift, five times more. */
export const KEY_STEP = 10;

export function moveByKey(point: Point, key: string, isFast: boolean, viewport: Viewport): Point | null {
  const step = isFast ? KEY_STEP * 5 : KEY_STEP;
  const moves: Record<string, Point> = {
    ArrowLeft: { x: -step, y: 0 },
    ArrowRight: { x: step, y: 0 },
    ArrowUp: { x: 0, y: -step },
    ArrowDown: { x: 0, y: step },
  };
  const move = moves[key];
  if (!move) return null;
  return clampLauncher({ x: point.x + move.x, y: point.y + move.y }, viewport);
}
