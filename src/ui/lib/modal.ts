// Opens a <dialog> as a modal while it is on the page (focus trapped, Esc raises `cancel`), and puts the
// focus on its `data-autofocus` element (the safe choice, e.g. "Take back") so Enter never does harm.
import type { Attachment } from 'svelte/attachments';

export const modal: Attachment<HTMLDialogElement> = (node) => {
  node.showModal();
  node.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  return () => {
    if (node.open) node.close();
  };
};
