import type { OpenAPIObject } from '@nestjs/swagger';
import { loadSettings } from '../../../config/settings.js';
import { UserType } from '../../domain/user-type.js';
import { ACCESS_TABLE, type EndpointAccess, VISITOR } from '../auth/access-table.js';
import { bearerSchemeName, securityStep } from './security.step.js';

const settings = loadSettings({ APP_MODE: 'test' });
const visitor: EndpointAccess = { level: VISITOR, hostMode: false, ownOnly: false };
const host: EndpointAccess = { level: UserType.Host, hostMode: true, ownOnly: false };

function documentOf(schemeName = 'bearer'): OpenAPIObject {
  const operation = () => ({ responses: {}, security: [{ [schemeName]: [] }] });
  return {
    openapi: '3.0.0',
    info: { title: 'test', version: '1' },
    paths: { '/v1/health': { get: operation() }, '/v1/point': { post: operation(), delete: operation() } },
    components: { securitySchemes: { [schemeName]: { type: 'http', scheme: 'bearer' } } },
  } as OpenAPIObject;
}

describe('securityStep', () => {
  it("says each operation's security as its access-table row does: public, or the Bearer session", () => {
    const document = documentOf();
    securityStep({ 'GET /v1/health': visitor, 'POST /v1/point': host, 'DELETE /v1/point': host })(document, {
      settings,
    });
    expect(document.paths['/v1/health']!.get!.security).toEqual([]);
    expect(document.paths['/v1/point']!.post!.security).toEqual([{ bearer: [] }]);
  });

  it('names the scheme as the document does', () => {
    const document = documentOf('session');
    expect(bearerSchemeName(document)).toBe('session');
    securityStep({ 'POST /v1/point': host })(document, { settings });
    expect(document.paths['/v1/point']!.post!.security).toEqual([{ session: [] }]);
  });

  it('leaves an operation without a row as it was (the access-table suite names the row to add)', () => {
    const document = documentOf();
    securityStep({})(document, { settings });
    expect(document.paths['/v1/point']!.delete!.security).toEqual([{ bearer: [] }]);
  });

  it('reads the real table by default', () => {
    const document = documentOf();
    securityStep()(document, { settings });
    expect(ACCESS_TABLE['GET /v1/health']).toEqual(visitor);
    expect(document.paths['/v1/health']!.get!.security).toEqual([]);
    expect(document.paths['/v1/point']!.delete!.security).toEqual([{ bearer: [] }]);
  });
});
