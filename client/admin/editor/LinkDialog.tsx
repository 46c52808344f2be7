import type { Editor } from "@tiptap/react";
import { useEffect, useState } from "react";
import { Button } from "../ui/Button.tsx";
import { OneFieldDialog } from "../ui/OneFieldDialog.tsx";

const INVALID_LINK = "Enter a web address (https://…), an email link (mailto:…) or a path starting with /";

/** A typed address as stored: bare domains get https://; anything but http(s), mailto or a site path is refused. */
export function normaliseLink(raw: string): string | null {
  const value = raw.trim();
  if (/^\/(?!\/)/.test(value) || /^mailto:[^\s@]+@[^\s@]+$/i.test(value)) return value;
  if (/^https?:\/\/[^\s]+\.[^\s]+$/i.test(value)) return value;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(value)) return `https://${value}`;
  return null;
}

interface LinkDialogProps {
  editor: Editor;
  open: boolean;
  onClose: () => void;
}

/** Adds, changes or removes the link on the selected text (never window.prompt). */
export function LinkDialog({ editor, open, onClose }: LinkDialogProps) {
  const [newTab, setNewTab] = useState(false);
  const existing = editor.isActive("link");
  const { href, target } = editor.getAttributes("link");

  useEffect(() => {
    if (open) setNewTab(target === "_blank");
  }, [open, target]);

  const submit = (typed: string) => {
    const link = normaliseLink(typed);
    if (!link) return typed.trim() ? INVALID_LINK : "Enter the link address";
    const chain = editor.chain().focus().extendMarkRange("link");
    const attributes = { href: link, target: newTab ? "_blank" : null };
    // With nothing selected the address itself becomes the link text.
    if (editor.state.selection.empty && !existing)
      chain.insertContent({ type: "text", text: link, marks: [{ type: "link", attrs: attributes }] }).run();
    else chain.setLink(attributes).run();
    onClose();
    return undefined;
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onClose();
  };

  return (
    <OneFieldDialog
      open={open}
      onClose={onClose}
      title={existing ? "Edit link" : "Insert link"}
      description="Link the selected text to a page, an article (/a/…) or an email address."
      label="Link address"
      initialValue={typeof href === "string" ? href : ""}
      placeholder="https://example.com or /a/article-slug"
      submitLabel={existing ? "Update link" : "Insert link"}
      onSubmit={submit}
      extraActions={
        existing && (
          <Button variant="outline" onClick={remove}>
            Remove link
          </Button>
        )
      }
    >
      <label className="mt-3 flex items-center gap-2 text-sm text-gray-800">
        <input type="checkbox" checked={newTab} onChange={(event) => setNewTab(event.target.checked)} />
        Open in a new tab
      </label>
    </OneFieldDialog>
  );
}
