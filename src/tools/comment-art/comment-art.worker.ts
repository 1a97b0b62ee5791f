import { exposeHandler } from '@/lib/worker-expose';
import { makeBanner, type BannerStyle } from '@/lib/comment-banner';

// Long texts are boxed here so that pasting a big document never freezes the page (issue 13).
exposeHandler(
  ({
    input,
    options: o,
  }: {
    input: string;
    options: { language: string; style: string; fill: string; width: number; align: string; padding: boolean };
  }) => makeBanner(input, { ...o, style: o.style as BannerStyle, align: o.align === 'left' ? 'left' : 'center' }),
);
