// Printing through the browser's own dialog: the content renders into a root of its own, the
// caller's stylesheet shows only that root in print (it hides the app under the body class), the
// @page rule gives paper and margins, and all of it is removed once printing is over.
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

export interface BrowserPrint {
  /** The print root's id, which the caller's stylesheet shows in print. */
  rootId: string;
  /** On <body> while printing: the caller's stylesheet hides the rest of the page under it. */
  bodyClass: string;
  /** The body of the @page rule: "size: …; margin: …;". */
  page: string;
  testId?: string;
  content: ReactNode;
}

export function printInBrowser({ rootId, bodyClass, page, testId, content }: BrowserPrint): void {
  const host = document.createElement('div');
  host.id = rootId;
  if (testId) host.dataset.testid = testId;
  const style = document.createElement('style');
  style.textContent = `@page { ${page} }`;
  document.head.appendChild(style);
  document.body.appendChild(host);
  document.body.classList.add(bodyClass);
  const root = createRoot(host);
  root.render(content);
  let done = false;
  const cleanup = () => {
    if (done) return;
    done = true;
    window.removeEventListener('afterprint', cleanup);
    root.unmount();
    host.remove();
    style.remove();
    document.body.classList.remove(bodyClass);
  };
  window.addEventListener('afterprint', cleanup);
  // Let React paint the content before the print dialog snapshots the page.
  requestAnimationFrame(() =>
    setTimeout(() => {
      window.print();
      // Some browsers never fire afterprint when the dialog is cancelled; print() has returned.
      setTimeout(cleanup, 1000);
    }, 50),
  );
}
