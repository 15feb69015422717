/**
 * The floating assistant of §2. The page only gets this launcher (a small button, server-rendered);
 * the panel's code is fetched the first time a visitor opens it, so pages carry no chat JavaScript
 * until then. The launcher can be dragged (kept inside the viewport as a 100×100 box) or moved with
 * the arrow keys.
 */
import { lazy, Suspense, useEffect, useRef, useState, type PointerEvent } from "react";
import { useI18n } from "~/i18n/react";
import { BotAvatar } from "./bot-avatar";
import { clampLauncher, moveByKey, type Point } from "./placement";

const ChatPanel = lazy(() => import("./chat-panel"));

/** A press that moves less than this is a click, not a drag. */
const DRAG_THRESHOLD = 5;

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

export function ChatWidget() {
  const { t } = useI18n();
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const [position, setPosition] = useState<Point | null>(null);
  const [isReady, setIsReady] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const drag = useRef<{ start: Point; origin: Point; isDragging: boolean } | null>(null);
  const wasDragged = useRef(false);

  useEffect(() => setIsReady(true), []);

  // Keep a dragged launcher on screen when the window shrinks.
  useEffect(() => {
    if (!position) return;
    const keepInside = () => setPosition((current) => current && clampLauncher(current, viewport()));
    window.addEventListener("resize", keepInside);
    return () => window.removeEventListener("resize", keepInside);
  }, [position]);

  const open = () => {
    setHasOpened(true);
    setIsOpen(true);
  };
  const close = () => {
    setIsOpen(false);
    button.current?.focus();
  };

  const currentPoint = (): Point => {
    const rect = button.current!.getBoundingClientRect();
    return { x: rect.left, y: rect.top };
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    drag.current = {
      start: { x: event.clientX, y: event.clientY },
      origin: currentPoint(),
      isDragging: false,
    };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const state = drag.current;
    if (!state) return;
    const dx = event.clientX - state.start.x;
    const dy = event.clientY - state.start.y;
    if (!state.isDragging && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    state.isDragging = true;
    setPosition(clampLauncher({ x: state.origin.x + dx, y: state.origin.y + dy }, viewport()));
  };
  const onPointerEnd = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    wasDragged.current = drag.current?.isDragging ?? false;
    drag.current = null;
  };

  // The launcher, its hint and the panel form one labelled landmark, so nothing floats outside the page's regions.
  return (
    <aside aria-label={t("chat.botName")}>
      <button
        ref={button}
        type="button"
        data-chat-launcher=""
        data-ready={isReady ? "true" : "false"}
        aria-expanded={isOpen}
        aria-label={isOpen ? t("chat.launcher.close") : t("chat.launcher.open")}
        aria-describedby="chat-launcher-hint"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClick={() => {
          // The click that ends a drag does not toggle the panel.
          if (wasDragged.current) {
            wasDragged.current = false;
            return;
          }
          if (isOpen) close();
          else open();
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape" && isOpen) {
            close();
            return;
          }
          const next = moveByKey(position ?? currentPoint(), event.key, event.shiftKey, viewport());
          if (!next) return;
          event.preventDefault();
          setPosition(next);
        }}
        style={position ? { left: position.x, top: position.y } : undefined}
        className={`fixed z-50 flex size-16 touch-none select-none items-center justify-center rounded-full bg-brand-700 shadow-xl ring-4 ring-white transition-transform hover:scale-105 ${
          position ? "" : "bottom-6 end-6"
        }`}
      >
        <BotAvatar className="size-12" />
      </button>
      <span id="chat-launcher-hint" className="sr-only">
        {t("chat.launcher.moveHint")}
      </span>
      {hasOpened && (
        <Suspense
          fallback={
            <p
              role="status"
              className="fixed bottom-24 end-6 z-50 rounded-lg bg-white px-4 py-2 text-sm shadow-lg"
            >
              {t("chat.panel.loading")}
            </p>
          }
        >
          <ChatPanel isOpen={isOpen} onClose={close} launcher={button} />
        </Suspense>
      )}
    </aside>
  );
}
