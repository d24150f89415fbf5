import { proxyToPlatform } from '@/features/auth/platform-proxy';

type Context = { params: Promise<{ path: string[] }> };

const handle = async (request: Request, { params }: Context) => proxyToPlatform(request, (await params).path);

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const DELETE = handle;
