import type { Editor } from "@tiptap/react";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "../ui/Button.tsx";
import { Dialog, DialogFooter } from "../ui/Dialog.tsx";
import { FormField } from "../ui/FormField.tsx";
import { Input } from "../ui/Input.tsx";

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
  const [href, setHref] = useState("");
  const [newTab, setNewTab] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const existing = editor.isActive("link");

  useEffect(() => {
    if (!open) return;
    const attrs = editor.getAttributes("link");
    setHref(typeof attrs.href === "string" ? attrs.href : "");
    setNewTab(attrs.target === "_blank");
    setError(undefined);
  }, [open, editor]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React carries events through portals: the editor page's own form must not submit too.
    event.stopPropagation();
    const link = normaliseLink(href);
    if (!link) {
      setError(href.trim() ? INVALID_LINK : "Enter the link address");
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    const attributes = { href: link, target: newTab ? "_blank" : null };
    // With nothing selected the address itself becomes the link text.
    if (editor.state.selection.empty && !existing)
      chain.insertContent({ type: "text", text: link, marks: [{ type: "link", attrs: attributes }] }).run();
    else chain.setLink(attributes).run();
    onClose();
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={existing ? "Edit link" : "Insert link"}
      description="Link the selected text to a page, an article (/a/…) or an email address."
    >
      <form onSubmit={submit} noValidate>
        <FormField label="Link address" error={error}>
          <Input
            value={href}
            onChange={(event) => setHref(event.target.value)}
            placeholder="https://example.com or /a/article-slug"
            autoComplete="off"
          />
        </FormField>
        <label className="mt-3 flex items-center gap-2 text-sm text-gray-800">
          <input type="checkbox" checked={newTab} onChange={(event) => setNewTab(event.target.checked)} />
          Open in a new tab
        </label>
        <DialogFooter>
          {existing && (
            <Button variant="outline" onClick={remove}>
              Remove link
            </Button>
          )}
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">{existing ? "Update link" : "Insert link"}</Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
