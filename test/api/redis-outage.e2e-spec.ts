import { TEST_PASSWORD } from '../support/builders.js';
import { api, type Rows } from '../support/api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('the API while Redis is unreachable', () => {
  let app: TestApp;
  beforeAll(async () => {
    // A real outage: nothing listens on port 1.
    app = await startTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(() => app.close());

  it('reports Redis down in the health check, quickly', async () => {
    const started = Date.now();
    expect(await api(app).get('/v1/health')).toEqual({
      status: 503,
      body: { status: 'down', postgres: 'up', redis: 'down' },
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('still logs people in (the throttle steps aside) and still refuses a wrong password', async () => {
    const { status, body } = await api(app).post<{ authToken: string }>('/v1/user/login', {
      userName: 'host',
      password: TEST_PASSWORD,
    });
    expect(status).toBe(200);
    expect(body.authToken).toEqual(expect.any(String));
    expect((await api(app).post('/v1/user/login', { userName: 'host', password: 'wrong-password' })).status).toBe(401);
  });

  it('still serves reads and writes that need only PostgreSQL', async () => {
    const token = await app.login('manager');
    expect(
      (
        await api(app)
          .as(token)
          .post('/v1/venue', { data: { title: 'Outage Tavern', address: '1 Main St', city: 'Kent' } })
      ).status,
    ).toBe(200);
    expect((await api(app).get<Rows<unknown>>('/v1/venue/list/0')).body.total).toBe(1);
  });
});
