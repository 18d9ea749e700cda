// What says a visitor has started on a page: a key pressed, a field filled (a password manager fills without
// keys), a tap or a click.
const firstUse = ['keydown', 'input', 'pointerdown'] as const;

// Runs `callback` once, when the visitor first does something on the page: for code the page needs only once it is
// used (a form's schema, the toasts an action may raise), so that a visitor who only reads never fetches it, and
// the work of reading it in never lands on top of the page's own first draw
// (docs/decisions/028-sign-in-pages-entry.md). Returns a way to cancel.
export function whenFirstUsed(callback: () => void) {
  const stop = () => {
    for (const event of firstUse) document.removeEventListener(event, run, true);
  };
  const run = () => {
    stop();
    callback();
  };
  for (const event of firstUse) document.addEventListener(event, run, true);
  return stop;
}
