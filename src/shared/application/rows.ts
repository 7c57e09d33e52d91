/** SPEC section 7: every read answers rows and their total. */
export interface Rows<T> {
  rows: T[];
  total: number;
}
