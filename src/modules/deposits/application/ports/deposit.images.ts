/**
 * Deposit images (product §3.5: jpg, png or gif up to 1 MB), stored through the shared
 * image kernel. The upload itself is the interface's (POST /v1/deposit/image); a deposit
 * names what the upload answered.
 */
export abstract class DepositImages {
  /** Refuses (DepositImageNotUploadedError) a path that is not a stored deposit image; null passes. */
  abstract assertUploaded(path: string | null): Promise<void>;
  /** Removes a stored image no deposit uses any more; one already gone is fine. */
  abstract discard(path: string): Promise<void>;
}
