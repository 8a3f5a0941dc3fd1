/**
 * "Öncelikli listeleme" for a list in one fixed order (decision 023): the paid plans' listings matching the
 * filters first, in that order, then the others in the same order. The paid ones are few (the partial index
 * businesses_priority_idx), so they are read apart and the rest keeps its own index: a page at offset `o`
 * takes the paid ones from `o`, then the others from `o - paid`.
 */
import type { PageArgs } from './page-parts.ts';
import { isNotPriority, isPriority } from './page-parts.ts';
import type { SearchListItem } from './types.ts';

export async function priorityFirst(args: PageArgs, page: (args: PageArgs) => Promise<SearchListItem[]>): Promise<SearchListItem[]> {
  const needed = args.offset + args.limit;
  const paid = await page({ ...args, filters: [...args.filters, isPriority], offset: 0, limit: needed });
  const first = paid.slice(args.offset, needed);
  if (first.length === args.limit) return first;
  // Fewer paid matches than the page reaches: all of them are in `paid`.
  const rest = await page({
    ...args,
    filters: [...args.filters, isNotPriority],
    offset: Math.max(0, args.offset - paid.length),
    limit: args.limit - first.length,
  });
  return [...first, ...rest];
}
