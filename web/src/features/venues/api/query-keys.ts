/** The venues feature's reads are the catalog's (@/catalog: one key factory for every screen). */

/** A write that answers only a message (deletes). */
export interface MessageResult {
  message: string;
}
