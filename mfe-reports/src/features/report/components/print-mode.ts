// What the browser's print prints: the whole report, or the board brief alone. The mark is an attribute
// on the document (report.css reads it in print) set just before print() and taken off after it, so
// saving as PDF from the browser's own menu afterwards prints the whole report again.
const ATTRIBUTE = 'data-print';

function printAs(mode: 'report' | 'brief') {
  const root = document.documentElement;
  if (mode === 'brief') root.setAttribute(ATTRIBUTE, 'brief');
  else root.removeAttribute(ATTRIBUTE);
  const done = () => {
    root.removeAttribute(ATTRIBUTE);
    window.removeEventListener('afterprint', done);
  };
  if (mode === 'brief') window.addEventListener('afterprint', done);
  window.print();
}

export const printReport = () => printAs('report');
export const printBoardBrief = () => printAs('brief');
