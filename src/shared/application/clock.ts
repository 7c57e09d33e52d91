/** "Now" for every use case; rules never read the system clock themselves. */
export abstract class Clock {
  abstract now(): Date;
}
