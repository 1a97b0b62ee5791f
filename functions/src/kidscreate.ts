// Kids-create user entities (SPEC §7): what a signed-in user makes in the kids app, stored per user and
// domain at kidscreate/{uid}/entities/{id}. The entity's own shape belongs to the app, so it is kept
// as its JSON text: any JSON object round-trips exactly, including nested arrays Firestore cannot hold.
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpError, readJsonObject, type ApiRequest, type UserLimit } from './http.js';
import { bearerToken, verifyToken } from './identity.js';

export const ENTITY_MAX_BYTES = 64 * 1024;
export const LIST_MAX = 100;
const DOMAIN_SHAPE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

function parseDomain(value: unknown, where: string): string {
  if (value === undefined || value === null || value === '') throw new HttpError(400, `The ${where} "domain" is required.`);
  if (typeof value !== 'string') throw new HttpError(400, `The ${where} "domain" must be a string.`);
  if (!DOMAIN_SHAPE.test(value)) {
    throw new HttpError(400, `The ${where} "domain" must be 1 to 100 letters, digits, dots, dashes or underscores, starting with a letter or digit.`);
  }
  return value;
}

const entities = (db: Firestore, uid: string) => db.collection('kidscreate').doc(uid).collection('entities');

export async function createEntity(db: Firestore, auth: Auth, req: ApiRequest, limitUser: UserLimit) {
  const user = await verifyToken(auth, bearerToken(req.headers.authorization));
  await limitUser(user.uid);
  const body = readJsonObject(req);
  if (body.user !== undefined && typeof body.user !== 'string') throw new HttpError(400, 'The field "user" must be a string.');
  if (body.user !== undefined && body.user !== user.uid)
    throw new HttpError(403, 'The field "user" names another user: you can only save your own entities.');
  const domain = parseDomain(body.domain, 'field');
  // `id` and `createdAt` are the server's (the document id and the save time): a client's own, e.g. from an
  // entity it listed and saves again, is dropped rather than stored, where it would later replace the real ones.
  const { id: _id, createdAt: _createdAt, ...own } = body;
  const entity = { ...own, user: user.uid, domain };
  const text = JSON.stringify(entity);
  if (Buffer.byteLength(text) > ENTITY_MAX_BYTES)
    throw new HttpError(413, `The entity is ${Buffer.byteLength(text)} bytes; the limit is ${ENTITY_MAX_BYTES / 1024} KB.`);
  const ref = entities(db, user.uid).doc();
  await ref.set({ domain, json: text, createdAt: FieldValue.serverTimestamp() });
  const saved = await ref.get();
  return { ...entity, id: ref.id, createdAt: (saved.get('createdAt') as Timestamp).toDate().toISOString() };
}

export async function listEntities(db: Firestore, auth: Auth, req: ApiRequest) {
  const user = await verifyToken(auth, bearerToken(req.headers.authorization));
  const wanted = req.query.get('user');
  if (!wanted) throw new HttpError(400, 'The query parameter "user" is required.');
  if (wanted !== user.uid) throw new HttpError(403, 'The query parameter "user" names another user: you can only list your own entities.');
  // Without a domain, every entity of the user is listed.
  const domainParam = req.query.get('domain');
  let query = entities(db, user.uid).orderBy('createdAt', 'desc');
  if (domainParam !== null)
    query = entities(db, user.uid).where('domain', '==', parseDomain(domainParam, 'query parameter')).orderBy('createdAt', 'desc');
  const snap = await query.limit(LIST_MAX).get();
  return {
    entities: snap.docs.map((d) => ({
      // Entities saved before `id` was dropped may hold one: the document's own comes last and wins.
      ...(JSON.parse(String(d.get('json'))) as Record<string, unknown>),
      id: d.id,
      createdAt: (d.get('createdAt') as Timestamp).toDate().toISOString(),
    })),
  };
}
