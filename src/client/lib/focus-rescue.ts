import { useEffect } from 'react';

/**
 * When what had focus leaves the page (a deleted entry takes its Delete button with it, a closed dialog tries to
 * hand focus back to a button that is gone), focus would fall to <body> and a keyboard or screen-reader user would
 * start again from the top. Instead it goes to the page's heading, where the list that changed begins. A screen
 * that moves focus itself (the community feed to its own heading) is left alone.
 */
export function useFocusRescue() {
  useEffect(() => {
    let last: Element | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const remember = (e: FocusEvent) => (last = e.target as Element);
    const check = () => {
      clearTimeout(timer);
      // After the dialog's own hand-back has had its chance (it runs a moment after the dialog closes).
      timer = setTimeout(() => {
        if (document.activeElement !== document.body || !last || last.isConnected) return;
        const heading = document.querySelector<HTMLElement>('main h1');
        if (!heading) return;
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
        last = heading;
      }, 50);
    };
    document.addEventListener('focusin', remember);
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      document.removeEventListener('focusin', remember);
    };
  }, []);
}
