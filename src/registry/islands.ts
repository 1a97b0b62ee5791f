import type { ComponentType } from 'react';
import type { ToolSlug } from './tools';

type IslandModule = { default: ComponentType };

/**
 * Which tools have an island, and how to load it. A page is generated for a tool only when it has an
 * entry here, so the menu, search and sitemap never link to a page that does not exist.
 * Plain data (no 'use client'): server code reads the keys, IslandHost turns loaders into lazy components.
 */
export const islandLoaders = {
  base64_encoder: () => import('@/tools/base64/Base64Encoder'),
  base64_decoder: () => import('@/tools/base64/Base64Decoder'),
  'base64-image-encoder': () => import('@/tools/base64/Base64ImageEncoder'),
  url_encoder: () => import('@/tools/url/UrlEncoder'),
  url_decoder: () => import('@/tools/url/UrlDecoder'),
  'json/escape': () => import('@/tools/json-string/JsonEscape'),
  'json/unescape': () => import('@/tools/json-string/JsonUnescape'),
  'json/minify': () => import('@/tools/json-minify/JsonMinify'),
  'json/viewer': () => import('@/tools/json-viewer/JsonViewer'),
  'csv/viewer': () => import('@/tools/csv/CsvViewer'),
  'csv/to-json': () => import('@/tools/csv/CsvToJson'),
  'csv/to-sql': () => import('@/tools/csv/CsvToSql'),
  'csv/query-as-sql': () => import('@/tools/csv-query/CsvQuery'),
} satisfies Partial<Record<ToolSlug, () => Promise<IslandModule>>>;

export type IslandSlug = keyof typeof islandLoaders;

export function hasIsland(slug: string): slug is IslandSlug {
  return Object.prototype.hasOwnProperty.call(islandLoaders, slug);
}
