/** Moves the keyboard focus to the element with this id (the first invalid field after a submit). */
export function focusById(id: string): void {
  document.getElementById(id)?.focus();
}
