/** Limits of bulk files (part 1 §5 and §9). */
export const BULK_LIMITS = {
  /** At most this many orders in one file (BR_EXCEEDED_MAX_BULK_RESERVATION). */
  maxOrders: 100,
  /** Fewer than this many different shippers in one file. */
  shippersBelow: 15,
  /** Reservations of one shipper are sent this many at a time. */
  chunkSize: 30,
  /** Files above this size are refused before reading (100 rows of a post file are about 25 kB). */
  maxFileBytes: 1024 * 1024,
  /** The reader in the Web Worker is stopped after this long. */
  parseTimeoutMs: 15_000,
} as const;
