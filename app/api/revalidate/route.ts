import { revalidateRequest } from '@/features/site';

/** The platform's webhook to expire cached public reads (design.md §5); see features/site/api/revalidate.ts. */
export const POST = revalidateRequest;
