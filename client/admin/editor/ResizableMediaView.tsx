import { NodeViewWrapper, type ReactNodeViewProps } from "@tiptap/react";
import { useRef, useState } from "react";
import { clampDragWidth, type MediaKind, mediaSizing } from "./mediaSizes.ts";

/**
 * Images and videos in the editor: shown at their width, with a handle on the right edge to
 * drag (200-800 px) and, once selected, size presets and (images) alt text — usable by keyboard.
 */
export function ResizableMediaView({ node, selected, updateAttributes, editor }: ReactNodeViewProps) {
  const kind: MediaKind = node.type.name === "videoEmbed" ? "video" : "image";
  const storedWidth = Number(node.attrs.width) || mediaSizing[kind].defaultWidth;
  const [dragWidth, setDragWidth] = useState<number | null>(null);
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);
  const width = dragWidth ?? storedWidth;
  const label = kind === "image" ? "Image" : "Video";

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startWidth: storedWidth };
  };
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setDragWidth(clampDragWidth(drag.current.startWidth + event.clientX - drag.current.startX));
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    if (dragWidth !== null) updateAttributes({ width: dragWidth });
    setDragWidth(null);
  };

  return (
    <NodeViewWrapper className="editor-media" data-drag-handle="" data-media-kind={kind}>
      <div
        className={`relative max-w-full ${selected ? "outline-2 outline-offset-2 outline-primary" : ""}`}
        style={{ width: `${width}px` }}
        data-testid={`${kind}-frame`}
      >
        {kind === "image" ? (
          <img
            src={node.attrs.src}
            alt={node.attrs.alt ?? ""}
            className="block w-full rounded"
            draggable={false}
          />
        ) : (
          // The frame ignores the pointer in the editor so a click selects the block, not the player.
          <iframe
            src={node.attrs.src}
            title="YouTube video"
            className="pointer-events-none block aspect-video w-full rounded border-0"
          />
        )}
        {editor.isEditable && (
          <div
            role="presentation"
            aria-hidden="true"
            title={`Drag to resize the ${label.toLowerCase()}`}
            className="absolute top-1/2 -right-2 h-10 w-3 -translate-y-1/2 cursor-ew-resize rounded bg-primary/80"
            data-testid="resize-handle"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
          />
        )}
      </div>
      {selected && editor.isEditable && (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm" contentEditable={false}>
          <span className="text-gray-600">
            {label} width {width} px:
          </span>
          {mediaSizing[kind].presets.map((preset) => (
            <button
              key={preset.width}
              type="button"
              className="rounded border border-gray-300 px-2 py-0.5 hover:bg-gray-100 aria-pressed:bg-gray-200"
              aria-pressed={storedWidth === preset.width}
              onClick={() => updateAttributes({ width: preset.width })}
            >
              {preset.label} ({preset.width} px)
            </button>
          ))}
          {kind === "image" && (
            <label className="flex items-center gap-1">
              <span className="text-gray-600">Alt text</span>
              <input
                className="rounded border border-gray-300 px-2 py-0.5"
                defaultValue={node.attrs.alt ?? ""}
                onBlur={(event) => updateAttributes({ alt: event.target.value.trim() || null })}
              />
            </label>
          )}
        </div>
      )}
    </NodeViewWrapper>
  );
}
