/**
 * The page's side of private links (issue 32): make one from a tool's state, and open one from the page's fragment.
 * Loaded with import() when Share's private link is asked for or a `#private=` link is opened, so no page carries it
 * before that.
 */
import { failureMessage } from '@/account/AccountProvider';
import { apiErrorMessage, createPrivateBlob, deletePrivateBlob, fetchPrivateBlob } from '@/api/client';
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
}

/** What the API said, when it said something; else what the failure means (an unreachable server said so). */
const failureText = async (e: unknown, doing: string): Promise<string> =>
  e instanceof Response ? apiErrorMessage(e, `the server answered ${e.status} while ${doing}`) : failureMessage(e);

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
    };
  } catch (e) {
    throw new PrivateLinkError(`The private link was not made: ${await failureText(e, 'storing it')}`);
  }
}

export async function removePrivateLink(id: string, auth: { deleteToken?: string; token?: string }): Promise<void> {
  try {
    await deletePrivateBlob(id, auth);
  } catch (e) {
    throw new PrivateLinkError(`The private link was not deleted: ${await failureText(e, 'deleting it')}`);
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
    throw new PrivateLinkError(`The private link could not be opened: ${await failureText(e, 'fetching it')}`);
  }
  return openSealed(data, link.key);
}
