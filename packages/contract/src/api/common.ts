import { z } from 'zod';

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export const idParam = z.object({ id: z.string().min(1).max(64) });
