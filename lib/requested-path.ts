// The path the learner asked for, handed by proxy.ts to a page it rewrote to (the address bar keeps it).
export const REQUESTED_PATH_HEADER = 'x-requested-path';
