import { z } from 'zod';
export const x = z.string().min(2);
