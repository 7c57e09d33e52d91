// The machine facts a figure is meaningless without.
import os from 'node:os';

export const nproc = () => os.availableParallelism();
export const release = () => os.release();
