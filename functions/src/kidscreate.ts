// Kids-create user entities (SPEC §7): what a signed-in user makes in the kids app, stored per user and
// domain at kidscreate/{uid}/entities/{id}. The entity's own shape belongs to the app, so it is kept
// as its JSON text: any JSON object round-trips exactly, including nested arrays Firestore cannot hold.
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { HttpError, parseWith, readJsonObject, type ApiRequest, type UserLimit } from './http.js';
import { bearerToken, verifyToken } from './identity.js';
import { EntityCreateRequest, EntityListQuery, type Entity, type EntityList } from './schemas.js';

export const ENTITY_MAX_BYTES = 64 * 1024;
export const LIST_MAX = 100;

/**
 * Parses a request that may name a user with its schema, in the order the checks always had: a `user` of
 * the wrong type (400), then a `user` who is not the caller (403), then the other fields (400).
 */
function parseOwn<T extends z.ZodType>(schema: T, value: Record<string, unknown>, uid: string, notYours: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success && result.error.issues[0]?.path[0] === 'user') throw new HttpError(400, result.error.issues[0].message);
  if (typeof value.user === 'string' && value.user !== uid) throw new HttpError(403, notYours);
  return parseWith(schema, value);
}

const entities = (db: Firestore, uid: string) => db.collection('kidscreate').doc(uid).collection('entities');

export async function createEntity(db: Firestore, auth: Auth, req: ApiRequest, limitUser: UserLimit): Promise<Entity> {
  const user = await verifyToken(auth, bearerToken(req.headers.authorization));
  await limitUser(user.uid);
  const body = readJsonObject(req);
  const { domain } = parseOwn(EntityCreateRequest, body, user.uid, 'The field "user" names another user: you can only save your own entities.');
  // What is stored is the body as sent, in its own key order (the schema only checks it). `id` and
  // `createdAt` are the server's (the document id and the save time): a client's own, e.g. from an entity
  // it listed and saves again, is dropped rather than stored, where it would later replace the real ones.
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

export async function listEntities(db: Firestore, auth: Auth, req: ApiRequest): Promise<EntityList> {
  const user = await verifyToken(auth, bearerToken(req.headers.authorization));
  // A repeated parameter counts by its first value, as URLSearchParams.get reads it.
  const { domain } = parseOwn(
    EntityListQuery,
    { user: req.query.get('user') ?? undefined, domain: req.query.get('domain') ?? undefined },
    user.uid,
    'The query parameter "user" names another user: you can only list your own entities.',
  );
  // Without a domain, every entity of the user is listed.
  let query = entities(db, user.uid).orderBy('createdAt', 'desc');
  if (domain !== undefined) query = entities(db, user.uid).where('domain', '==', domain).orderBy('createdAt', 'desc');
  const snap = await query.limit(LIST_MAX).get();
  return {
    entities: snap.docs.map((d) => ({
      // Entities saved before `id` was dropped may hold one: the document's own comes last and wins.
      // Every stored entity holds its user and domain (createEntity sets them).
      ...(JSON.parse(String(d.get('json'))) as Record<string, unknown> & Pick<Entity, 'user' | 'domain'>),
      id: d.id,
      createdAt: (d.get('createdAt') as Timestamp).toDate().toISOString(),
    })),
  };
}
