declare module 'heic-decode' {
  type Decoded = { width: number; height: number; data: Uint8ClampedArray };
  const decode: (input: { buffer: Uint8Array | ArrayBuffer }) => Promise<Decoded>;
  export default decode;
}
