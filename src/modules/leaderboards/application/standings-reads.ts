/**
 * The read-cache tag of every standings answer (totals, stats, event totals, games played):
 * dropped on every process after each recompute of the read model.
 */
export const STANDINGS_READS = 'standings';
