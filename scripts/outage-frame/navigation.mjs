// next/navigation as the outage frame's render needs it (./hooks.mjs): the address it is drawn for, and a router that
// prefetches nothing (nothing is clicked while rendering to a string).
export const usePathname = () => globalThis.outageFramePathname ?? '/';
export const useRouter = () => ({ prefetch() {}, push() {}, replace() {}, refresh() {}, back() {}, forward() {} });
