import { useRef, useState, type ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { useI18n } from "~/i18n/react";

/** How far an item may travel from its place, in pixels; the arrow keys move it by STEP. */
const BOUND = 240;
const STEP = 16;

const clamp = (value: number) => Math.max(-BOUND, Math.min(BOUND, value));

/**
 * Draggable with a pointer or the arrow keys (WCAG 2.5.7: dragging is never the only way), with a
 * reset button that puts the item back (§2 "draggable images with a reset").
 */
export function Draggable(props: { children: ReactNode; label: string; className?: string }) {
  const { t } = useI18n();
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ pointer: number; x: number; y: number; startX: number; startY: number } | null>(null);
  const isMoved = offset.x !== 0 || offset.y !== 0;
  return (
    <div className={`relative ${props.className ?? ""}`}>
      <div
        role="group"
        aria-roledescription={t("site.drag.role")}
        aria-label={props.label}
        title={t("site.drag.hint")}
        tabIndex={0}
        data-offset={`${offset.x},${offset.y}`}
        onPointerDown={(event) => {
          // Links and buttons inside (a card's download link, read more) keep their own clicks.
          if (
            event.button !== 0 ||
            (event.target as Element).closest("a, button, input, select, textarea, iframe, video")
          )
            return;
          event.currentTarget.setPointerCapture(event.pointerId);
          drag.current = {
            pointer: event.pointerId,
            x: event.clientX,
            y: event.clientY,
            startX: offset.x,
            startY: offset.y,
          };
        }}
        onPointerMove={(event) => {
          const start = drag.current;
          if (!start || start.pointer !== event.pointerId) return;
          setOffset({
            x: clamp(start.startX + event.clientX - start.x),
            y: clamp(start.startY + event.clientY - start.y),
          });
        }}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        onKeyDown={(event) => {
          if (event.target !== event.currentTarget) return;
          const moves: Record<string, [number, number]> = {
            ArrowLeft: [-STEP, 0],
            ArrowRight: [STEP, 0],
            ArrowUp: [0, -STEP],
            ArrowDown: [0, STEP],
          };
          const move = moves[event.key];
          if (move) {
            event.preventDefault();
            setOffset((current) => ({ x: clamp(current.x + move[0]), y: clamp(current.y + move[1]) }));
          } else if (event.key === "Escape" || event.key === "Home") {
            setOffset({ x: 0, y: 0 });
          }
        }}
        style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
        className="cursor-grab touch-pan-y select-none rounded-xl transition-transform duration-75 active:cursor-grabbing"
      >
        {props.children}
      </div>
      <button
        type="button"
        data-js-only
        disabled={!isMoved}
        onClick={() => setOffset({ x: 0, y: 0 })}
        aria-label={t("site.drag.reset")}
        title={t("site.drag.reset")}
        className="absolute end-2 top-2 z-10 rounded-full bg-white/95 p-2 text-brand-800 shadow ring-1 ring-slate-300 hover:bg-white disabled:opacity-70"
      >
        <Icon name="refresh" className="size-5" />
      </button>
    </div>
  );
}
