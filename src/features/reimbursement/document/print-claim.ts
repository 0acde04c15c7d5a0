// 打印: marks the body for print.module.css, opens the browser's dialog, and clears the mark after.
export const PRINTING_CLASS = 'claim-printing';

export function printClaim(): void {
  document.body.classList.add(PRINTING_CLASS);
  const done = () => {
    window.removeEventListener('afterprint', done);
    document.body.classList.remove(PRINTING_CLASS);
  };
  window.addEventListener('afterprint', done);
  window.print();
  // Some browsers never fire afterprint when the dialog is cancelled; print() has returned by now.
  setTimeout(done, 1000);
}
