import { z } from 'zod';
import { ok } from '@/lib/result';
import { defineOperation, type AnyOperation } from '../operation';

// The codecs (Squoosh's, WebAssembly) load when an image operation first runs.
const run = () => import('@/tools/image/image.run');

/** Image conversion and favicon sets: bytes in, bytes out. */
export const imageOps: AnyOperation[] = [
  defineOperation({
    id: 'image/convert',
    page: 'image/converter',
    title: 'Image convert',
    description: 'Converts an image (PNG, JPEG, WebP or AVIF; GIF and BMP in a browser) to PNG, JPEG, WebP or AVIF, resized when asked.',
    input: 'bytes',
    output: 'bytes',
    options: z.object({
      format: z.enum(['png', 'jpeg', 'webp', 'avif']).default('webp').describe('Format to write: png, jpeg, webp or avif'),
      quality: z.number().int().min(1).max(100).default(75).describe('Quality of JPEG, WebP and AVIF, 1-100 (PNG is lossless)'),
      width: z.number().int().min(0).max(8192).default(0).describe('Width in pixels (0 keeps the width, or follows the height)'),
      height: z.number().int().min(0).max(8192).default(0).describe('Height in pixels (0 keeps the height, or follows the width)'),
      keepAspect: z.boolean().default(true).describe('Keep the aspect ratio: one side sets the other, two fit the image inside that box'),
    }),
    run: async (bytes, o) => {
      const r = await (await run()).convertImage(bytes, o);
      return r.ok ? ok(r.value.bytes) : r;
    },
  }),
  defineOperation({
    id: 'image/favicon',
    title: 'Favicon set',
    description:
      'Makes a favicon set from one image as a ZIP: favicon.ico (16, 32, 48), PNGs 16, 32, 180 (apple-touch-icon), 192 and 512, and site.webmanifest.',
    input: 'bytes',
    output: 'bytes',
    options: z.object({
      name: z.string().max(100).default('My site').describe('Site name in site.webmanifest'),
      themeColor: z.string().max(7).default('#ffffff').describe('theme_color and background_color in site.webmanifest (#rrggbb)'),
    }),
    run: async (bytes, o) => {
      const m = await run();
      const r = await m.makeFavicon(bytes, o);
      return r.ok ? ok(m.zipFavicon(r.value.files)) : r;
    },
  }),
];
