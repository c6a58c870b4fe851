// Run as its own process by pdfjs-globals.unit.test.ts: loads what the web process loads, then
// prints which built-ins are still the ones the process started with (polyfills from core-js
// even answer toString() with "[native code]", so identity is what counts).
const builtins = {
  stringify: JSON.stringify,
  parse: JSON.parse,
  push: Array.prototype.push,
};
await import('../../../../backend/app/create-app.ts');
const pdfjs = (await import('../../../../backend/engines/documents/pdfjs.ts')).default;
console.log(
  JSON.stringify({
    pdfjsLoaded: typeof pdfjs.getDocument === 'function',
    stringify: JSON.stringify === builtins.stringify,
    parse: JSON.parse === builtins.parse,
    push: Array.prototype.push === builtins.push,
  }),
);
