import type { CaseResult } from './case-converter.core';

// The sample converted by the core (tests/tools/case-converter.test.ts checks it still matches), so the page
// shows a result before change-case has loaded.
const all: CaseResult['all'] = {
  camel: 'userAccountId\nxmlHttpRequest\ngetUserByEmail\ncrèmeBrûléeÀLaCarte\nversion2ReleaseNotes',
  pascal: 'UserAccountId\nXmlHttpRequest\nGetUserByEmail\nCrèmeBrûléeÀLaCarte\nVersion2ReleaseNotes',
  snake: 'user_account_id\nxml_http_request\nget_user_by_email\ncrème_brûlée_à_la_carte\nversion_2_release_notes',
  kebab: 'user-account-id\nxml-http-request\nget-user-by-email\ncrème-brûlée-à-la-carte\nversion-2-release-notes',
  constant: 'USER_ACCOUNT_ID\nXML_HTTP_REQUEST\nGET_USER_BY_EMAIL\nCRÈME_BRÛLÉE_À_LA_CARTE\nVERSION_2_RELEASE_NOTES',
  title: 'User Account Id\nXml Http Request\nGet User By Email\nCrème Brûlée À La Carte\nVersion 2 Release Notes',
  sentence: 'User account id\nXml http request\nGet user by email\nCrème brûlée à la carte\nVersion 2 release notes',
  dot: 'user.account.id\nxml.http.request\nget.user.by.email\ncrème.brûlée.à.la.carte\nversion.2.release.notes',
  slug: 'user-account-id\nxmlhttprequest\nget-user-by-email\ncreme-brulee-a-la-carte\nversion-2-release-notes',
};
export const caseSampleOutput = all;
