/** Where photos, masks and rendered images live (local disk by default). */
export interface ObjectStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** undefined when there is no such object. */
  get(key: string): Promise<{ data: Buffer; contentType: string } | undefined>;
  delete(key: string): Promise<void>;
}
