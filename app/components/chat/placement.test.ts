import { describe, expect, it } from "vitest";
import { clampLauncher, DRAG_BOX, moveByKey, PANEL_HEIGHT, PANEL_WIDTH, placePanel } from "./placement";

const viewport = { width: 1280, height: 800 };

describe("the chat launcher", () => {
  it("is dragged within the viewport as a 100×100 box", () => {
    expect(clampLauncher({ x: 500, y: 300 }, viewport)).toEqual({ x: 500, y: 300 });
    expect(clampLauncher({ x: -40, y: -5 }, viewport)).toEqual({ x: 0, y: 0 });
    expect(clampLauncher({ x: 5000, y: 5000 }, viewport)).toEqual({
      x: viewport.width - DRAG_BOX,
      y: viewport.height - DRAG_BOX,
    });
    // A viewport smaller than the box pins the launcher to the top-left corner.
    expect(clampLauncher({ x: 30, y: 30 }, { width: 60, height: 60 })).toEqual({ x: 0, y: 0 });
  });

  it("moves with the arrow keys, further with Shift, and stays inside", () => {
    expect(moveByKey({ x: 100, y: 100 }, "ArrowLeft", false, viewport)).toEqual({ x: 90, y: 100 });
    expect(moveByKey({ x: 100, y: 100 }, "ArrowDown", true, viewport)).toEqual({ x: 100, y: 150 });
    expect(moveByKey({ x: 0, y: 0 }, "ArrowUp", false, viewport)).toEqual({ x: 0, y: 0 });
    expect(moveByKey({ x: 100, y: 100 }, "Enter", false, viewport)).toBeNull();
  });
});

describe("the chat panel", () => {
  const launcher = { left: 1192, top: 712, right: 1256, bottom: 776 };

  it("is 350×500, above the launcher, aligned on its inline end", () => {
    expect(placePanel(launcher, viewport, "ltr")).toEqual({
      left: 1256 - PANEL_WIDTH,
      top: 712 - 12 - PANEL_HEIGHT,
      width: PANEL_WIDTH,
      height: PANEL_HEIGHT,
    });
    const mirrored = { left: 24, top: 712, right: 88, bottom: 776 };
    expect(placePanel(mirrored, viewport, "rtl").left).toBe(24);
  });

  it("opens below a launcher dragged to the top, and never leaves the viewport", () => {
    const top = { left: 10, top: 10, right: 74, bottom: 74 };
    expect(placePanel(top, viewport, "ltr")).toEqual({ left: 8, top: 86, width: 350, height: 500 });
    const phone = placePanel(launcher, { width: 320, height: 480 }, "ltr");
    expect(phone.width).toBe(304);
    expect(phone.height).toBe(464);
    expect(phone.left).toBeGreaterThanOrEqual(8);
    expect(phone.top).toBeGreaterThanOrEqual(8);
    expect(phone.top + phone.height).toBeLessThanOrEqual(472);
  });
});
