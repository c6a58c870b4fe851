declare module 'libheif-js/wasm-bundle' {
  type Pixels = { data: Uint8ClampedArray<ArrayBuffer>; width: number; height: number };
  /** One top-level image of the file; its pixels are decoded only by display(). */
  interface HeifImage {
    get_width(): number;
    get_height(): number;
    is_primary(): boolean;
    display(target: Pixels, done: (result: Pixels | null) => void): void;
    free(): void;
  }
  interface HeifDecoder {
    decoder: { delete(): void };
    /** Reads the file's structure and returns a handle for each top-level image. */
    decode(buffer: Uint8Array): HeifImage[];
  }
  const libheif: { HeifDecoder: new () => HeifDecoder; ready?: Promise<void> };
  export default libheif;
}
