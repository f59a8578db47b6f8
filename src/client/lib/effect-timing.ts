import { options } from 'preact';

/**
 * Effects run as soon as their render is on the page, before the next task (decision 118).
 *
 * Preact runs `useEffect` callbacks and clean-ups after the next frame. Radix builds a dialog's or menu's behaviour
 * out of a chain of such effects (it learns its own node, joins the stack of layers, then listens for Escape), so a
 * key pressed a moment after the dialog took focus could find nothing listening yet and be lost. React runs the
 * effects of a tap or a key press before it handles the next event; this does the same for every render.
 */
options.requestAnimationFrame = (flush) => queueMicrotask(flush);
