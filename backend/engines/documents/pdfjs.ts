// pdfjs-dist's legacy build (the one that runs on Node 20) bundles core-js polyfills that
// replace built-ins of the whole process when it is imported: JSON.stringify becomes a JavaScript
// wrapper calling a function per key (7× slower: every res.json and log line paid for it),
// JSON.parse gains a wrapper, and Array.prototype.push becomes a JavaScript function. pdfjs
// needs none of these replacements (only additions such as Promise.withResolvers, which stay),
// so the natives are put back once it has loaded. tests/engines/documents/pdfjs-globals tests it.

const natives = {
  stringify: JSON.stringify,
  parse: JSON.parse,
  push: Object.getOwnPropertyDescriptor(Array.prototype, 'push')!,
};

const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');

JSON.stringify = natives.stringify;
JSON.parse = natives.parse;
Object.defineProperty(Array.prototype, 'push', natives.push);

export default pdfjs;
