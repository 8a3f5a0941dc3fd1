/** Alt texts of a business's photos, the same on the page and in the lightbox. */
export function photoAlt(name: string, index: number): string {
  return index === 0 ? `${name} fotoğrafı` : `${name}: fotoğraf ${index + 1}`;
}
