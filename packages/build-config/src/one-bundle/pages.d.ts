// The page table the one-bundle build generates for its runtime stand-in (see config.ts).
declare module '@ahc/one-bundle-pages' {
  export const PAGES: Record<string, () => Promise<unknown>>;
}
