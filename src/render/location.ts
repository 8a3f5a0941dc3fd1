/** Where `astro build` writes the on-demand renderer of a build in `outDir` (src/render/adapter.ts). */
export function rendererDir(outDir: string): string {
  return `${outDir.replace(/[\\/]+$/, '')}-server`;
}
