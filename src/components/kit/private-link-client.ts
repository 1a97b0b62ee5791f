/**
 * The page's side of private links (issue 32): make one from a tool's state, and open one from the page's fragment.
 * Loaded with import() when Share's private link is asked for or a `#private=` link is opened, so no page carries it
 * before that.
 */
import { createPrivateBlob, deletePrivateBlob, fetchPrivateBlob } from '@/api/client';
import {
  openSealed,
  parsePrivateFragment,
  PRIVATE_LINK_MAX_BYTES,
  PRIVATE_LINK_PRO_MAX_BYTES,
  privateLinkUrl,
  PrivateLinkError,
  sealState,
  type PrivateLinkExpiry,
} from '@/lib/private-link';
import { formatSize } from './tool-notices';

export interface MadePrivateLink {
  url: string;
  id: string;
  deleteToken: string;
  /** Milliseconds since the epoch; null for a link that never expires. */
  expires: number | null;
  size: number;
}

/** What the API said, when it said something; else what the failure means. */
async function answerOf(e: unknown, doing: string): Promise<string> {
  if (e instanceof Response) {
    try {
      const body = (await e.json()) as { error?: unknown };
      if (typeof body.error === 'string' && body.error) return body.error;
    } catch {
      // Not the API's JSON: a proxy or a wrong host answered.
    }
    return `the server answered ${e.status} while ${doing}`;
  }
  const text = e instanceof Error ? e.message : String(e);
  return /^(Failed to fetch|NetworkError|Load failed)/.test(text)
    ? `could not reach the server while ${doing}; check your connection and try again`
    : text;
}

export async function makePrivateLink(
  state: Record<string, unknown>,
  o: { slug: string; expires: PrivateLinkExpiry; token: string | null; pro: boolean },
): Promise<MadePrivateLink> {
  const { data, key } = await sealState(state);
  const max = o.pro ? PRIVATE_LINK_PRO_MAX_BYTES : PRIVATE_LINK_MAX_BYTES;
  if (data.length > max)
    throw new PrivateLinkError(
      `This input is ${formatSize(data.length)} once compressed and encrypted; a private link holds at most ${formatSize(max)}${o.pro ? '' : ' (25 MB with Pro)'}.`,
    );
  try {
    const made = await createPrivateBlob(data, { expires: o.expires, tool: o.slug, ...(o.token ? { token: o.token } : {}) });
    return {
      url: privateLinkUrl(window.location, made.id, key),
      id: made.id,
      deleteToken: made.deleteToken,
      expires: made.expires ? Date.parse(made.expires) : null,
      size: made.size,
    };
  } catch (e) {
    throw new PrivateLinkError(`The private link was not made: ${await answerOf(e, 'storing it')}`);
  }
}

export async function removePrivateLink(id: string, auth: { deleteToken?: string; token?: string }): Promise<void> {
  try {
    await deletePrivateBlob(id, auth);
  } catch (e) {
    throw new PrivateLinkError(`The private link was not deleted: ${await answerOf(e, 'deleting it')}`);
  }
}

/** The state a `#private=` fragment points at; null for another fragment. Failures are PrivateLinkErrors to show. */
export async function openPrivateFragment(hash: string): Promise<Record<string, unknown> | null> {
  const link = parsePrivateFragment(hash);
  if (!link) return null;
  if ('error' in link) throw new PrivateLinkError(link.error);
  let data: Uint8Array;
  try {
    data = await fetchPrivateBlob(link.id);
  } catch (e) {
    throw new PrivateLinkError(`The private link could not be opened: ${await answerOf(e, 'fetching it')}`);
  }
  return openSealed(data, link.key);
}
