/** Where photos, masks and rendered images live (local disk by default). */
export interface ObjectStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Stores the object only when the key is free (atomically); false when it already exists. */
  putIfAbsent(key: string, data: Buffer, contentType: string): Promise<boolean>;
  /** undefined when there is no such object. */
  get(key: string): Promise<{ data: Buffer; contentType: string } | undefined>;
  delete(key: string): Promise<void>;
}
