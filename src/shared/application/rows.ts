/** api.md §1.2: every read answers rows and their total. */
export interface Rows<T> {
  rows: T[];
  total: number;
}
